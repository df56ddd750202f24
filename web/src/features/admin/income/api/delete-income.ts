import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminMutationKeys } from '../../shared/api/admin-keys';
import { useRefreshIncome } from './refresh-income';
import { incomeItemPath } from './update-income';

/** `DELETE /api/admin/income/{id}`: 204, or 404 when it is gone already. */
export async function deleteIncome(id: number): Promise<void> {
  await apiSend('DELETE', incomeItemPath(id));
}

/** Refreshes even after a failure: a 404 means it is gone already. */
export function useDeleteIncome() {
  const refresh = useRefreshIncome();
  return useMutation({ mutationKey: adminMutationKeys.deleteIncome, mutationFn: deleteIncome, onSettled: refresh });
}
