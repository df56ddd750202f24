import { ApiError } from './api-client';

/**
 * The per-field messages of a refused request (a 400 whose body carries `errors`), or an empty object for
 * any other failure. The body is read once, by the API client (parseErrorBody).
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? { ...error.fieldErrors } : {};
}

/** The server's `{"message": "..."}` of a failed call, or null when it sent none. */
export function apiErrorMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/**
 * Puts a refused request's field messages under the form's own `fields` (others are left out) and, unless
 * `focus` is false, focuses the first of them in the form's order. Returns whether any was placed; when
 * none was, the caller tells the failure another way (a toast). `setError` is react-hook-form's.
 */
export function showServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { type: 'server'; message: string }, options: { shouldFocus: boolean }) => void,
  {
    focus = true,
    messages = apiFieldErrors(error),
  }: {
    focus?: boolean;
    /** The messages to place, by field: the server's English words unless a guest's form gives its own (serverFieldMessages). */
    messages?: Record<string, string>;
  } = {},
): boolean {
  const placed = fields.flatMap((field) => {
    const message = messages[field];
    return message === undefined ? [] : [{ field, message }];
  });
  placed.forEach(({ field, message }, index) => {
    setError(field, { type: 'server', message }, { shouldFocus: focus && index === 0 });
  });
  return placed.length > 0;
}
