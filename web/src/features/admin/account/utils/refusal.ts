import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';

/** The message of a refused call for one field, else the call's own message; undefined when it sent none. */
export function refusal(error: unknown, field: string): string | undefined {
  if (error instanceof ApiError) return error.fieldErrors[field] ?? error.serverMessage ?? undefined;
  return apiErrorMessage(error) ?? undefined;
}
