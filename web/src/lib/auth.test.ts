import { describe, expect, it } from 'vitest';

import { authUserQueryOptions, hasSignedInHint, parseAuthUser, userMenuLabel } from './auth';

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

  it('reads the signed-in hint among other cookies, and only its value 1', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('theme=dark; dayspa_signed_in=1')).toBe(true);
    expect(hasSignedInHint('dayspa_signed_in=1;theme=dark')).toBe(true);
    expect(hasSignedInHint('dayspa_signed_in=')).toBe(false);
    expect(hasSignedInHint('not_dayspa_signed_in=1')).toBe(false);
  });

  it('is known to be nobody without asking the server when the hint is absent', () => {
    document.cookie = 'dayspa_signed_in=; max-age=0; path=/';
    const initial = authUserQueryOptions().initialData as () => unknown;
    expect(initial()).toBeNull();
    document.cookie = 'dayspa_signed_in=1; path=/';
    expect(initial()).toBeUndefined();
    document.cookie = 'dayspa_signed_in=; max-age=0; path=/';
  });

  it("labels the menu with the first name, or 'Admin'", () => {
    expect(userMenuLabel({ firstName: 'Layla' })).toBe('Layla');
    expect(userMenuLabel({ firstName: null })).toBe('Admin');
  });
});
