import { describe, expect, it } from 'vitest';

import { authUserQueryOptions, parseAuthUser, userMenuLabel } from './auth';

describe('current user', () => {
  it('is fresh for 5 minutes and never retried', () => {
    const options = authUserQueryOptions();
    expect(options.queryKey).toEqual(['/api/auth/user']);
    expect(options.staleTime).toBe(300_000);
    expect(options.retry).toBe(false);
  });

  it('exists when the server sends a user record', () => {
    expect(parseAuthUser({ id: 'admin', firstName: 'Layla' })).toEqual({ firstName: 'Layla' });
    expect(parseAuthUser({ id: 'admin' })).toEqual({ firstName: null });
    expect(parseAuthUser(null)).toBeNull();
    expect(parseAuthUser({ authenticated: false })).toBeNull();
    expect(parseAuthUser({ id: 'admin', firstName: 'Admin', isAuthenticated: true })).toEqual({ firstName: 'Admin' });
    expect(parseAuthUser({ id: 'admin', isAuthenticated: false })).toBeNull();
    expect(parseAuthUser([])).toBeNull();
  });

  it("labels the menu with the first name, or 'Admin'", () => {
    expect(userMenuLabel({ firstName: 'Layla' })).toBe('Layla');
    expect(userMenuLabel({ firstName: null })).toBe('Admin');
  });
});
