import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { isLostSession } from './unauthorized';

const unauthorized = new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}');

describe('the unauthorised rule', () => {
  it("catches an admin call failing with '401: ' and Unauthorized", () => {
    expect(isLostSession(['/api/admin/stats'], unauthorized)).toBe(true);
    expect(isLostSession(['/api/admin/bookings', { page: 2 }], unauthorized)).toBe(true);
    expect(isLostSession(['/api/admin/bookings/status'], new Error('401: Unauthorized'))).toBe(true);
  });

  it('needs both the 401 prefix and the word', () => {
    expect(isLostSession(['/api/admin/stats'], new ApiError(401, 'Unauthorized', '{"message":"Invalid password"}'))).toBe(false);
    expect(isLostSession(['/api/admin/stats'], new ApiError(403, 'Forbidden', 'Unauthorized'))).toBe(false);
    expect(isLostSession(['/api/admin/stats'], new Error('500: Unauthorized'))).toBe(false);
    expect(isLostSession(['/api/admin/stats'], 'Unauthorized')).toBe(false);
    expect(isLostSession(['/api/admin/stats'], null)).toBe(false);
  });

  it('leaves public calls, login, logout and the status check alone', () => {
    expect(isLostSession(['/api/services'], unauthorized)).toBe(false);
    expect(isLostSession(['/api/auth/user'], unauthorized)).toBe(false);
    expect(isLostSession(['/api/admin/login'], unauthorized)).toBe(false);
    expect(isLostSession(['/api/admin/logout'], unauthorized)).toBe(false);
    expect(isLostSession(['/api/admin/status'], unauthorized)).toBe(false);
    expect(isLostSession(undefined, unauthorized)).toBe(false);
  });
});
