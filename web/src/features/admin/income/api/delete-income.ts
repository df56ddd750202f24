import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminMutationKeys } from '../../shared/api/admin-keys';
import { useRefreshIncome } from './refresh-income';
import { incomeItemPath } from './update-income';

/**
 * `DELETE /api/admin/income/{id}`: 204, or 404 when it is gone already. A record with a tax invoice
 * sends why (`{reason}`): its invoice is credited.
 */
export async function deleteIncome({ id, reason }: { id: number; reason?: string }): Promise<void> {
  await apiSend('DELETE', incomeItemPath(id), reason === undefined ? undefined : { reason });
}

/** Refreshes even after a failure: a 404 means it is gone already. */
export function useDeleteIncome() {
  const refresh = useRefreshIncome();
  return useMutation({ mutationKey: adminMutationKeys.deleteIncome, mutationFn: deleteIncome, onSettled: refresh });
}
