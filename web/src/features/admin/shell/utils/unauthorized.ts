import { isUnauthorizedError } from '@/lib/api-client';

/** Calls that answer without a session, or whose failure is not a lost session (logout works anyway). */
const exempt = new Set(['/api/admin/status', '/api/admin/login', '/api/admin/logout']);

/**
 * Any admin query or mutation that fails as unauthorised (an error whose message starts with
 * '401: ' and contains 'Unauthorized') means the session is gone: log in again.
 */
export function isLostSession(key: readonly unknown[] | undefined, error: unknown): boolean {
  const first = key?.[0];
  if (typeof first !== 'string' || !first.startsWith('/api/admin/') || exempt.has(first)) return false;
  return isUnauthorizedError(error);
}
