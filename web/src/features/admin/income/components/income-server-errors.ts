import type { UseFormSetError } from 'react-hook-form';

import { ApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/api-errors';

import { isIncomeFormField, type IncomeFormValues } from '../api/income-form';

/**
 * Puts a 400's field messages under the invoice form's fields (the first one focused); true when the
 * failure was such a refusal, so no toast is needed.
 */
export function showIncomeFieldErrors(error: unknown, setError: UseFormSetError<IncomeFormValues>): boolean {
  const fields = Object.entries(apiFieldErrors(error)).filter(([field]) => isIncomeFormField(field));
  fields.forEach(([field, message], index) => {
    if (isIncomeFormField(field)) setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return fields.length > 0 && error instanceof ApiError;
}
