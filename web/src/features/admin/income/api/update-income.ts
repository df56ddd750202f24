import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { parseIncomeTransaction, type IncomeTransaction } from './get-income';
import { useRefreshIncome } from './refresh-income';

export const incomeItemPath = (id: number) => `${adminKeys.income[0]}/${encodeURIComponent(String(id))}`;

/** `PATCH /api/admin/income/{id}` with the changed fields only; answers the invoice as it is now. */
export async function updateIncome({ id, changes }: { id: number; changes: ApiSchema<'IncomeInput'> }): Promise<IncomeTransaction> {
  const path = incomeItemPath(id);
  return parseIncomeTransaction(await apiSend('PATCH', path, changes), `PATCH ${path}`);
}

/** Refreshes even after a failure: a 404 means another tab deleted it, and the list should say so. */
export function useUpdateIncome() {
  const refresh = useRefreshIncome();
  return useMutation({ mutationKey: adminMutationKeys.updateIncome, mutationFn: updateIncome, onSettled: refresh });
}
