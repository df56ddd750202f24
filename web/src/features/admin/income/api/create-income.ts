import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { parseIncomeTransaction, type IncomeTransaction } from './get-income';
import { useRefreshIncome } from './refresh-income';

/**
 * `POST /api/admin/income`: the Add New Invoice form's invoice. The server assigns the invoice number
 * and derives the tips, card markup, total and notes summary, so none of those are sent (docs/product.md, Income).
 */
export async function createIncome(payload: ApiSchema<'IncomeInput'>): Promise<IncomeTransaction> {
  return parseIncomeTransaction(await apiSend('POST', adminKeys.income[0], payload), 'POST /api/admin/income');
}

export function useCreateIncome() {
  const refresh = useRefreshIncome();
  return useMutation({ mutationKey: adminMutationKeys.createIncome, mutationFn: createIncome, onSuccess: refresh });
}
