import { ApiError } from './api-client';

/**
 * The per-field messages of a 400 answer (DESIGN §4: `{"message": "...", "errors": {"field": "message"}}`),
 * or an empty object for any other failure. Forms put them under their fields.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || error.body === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message !== '') out[field] = message;
  }
  return out;
}

/** The server's `{"message": "..."}` of a failed call, or null when it sent none. */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.body === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return null;
  }
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}
