import { describe, expect, it } from 'vitest';

import { parseAdminMe } from './get-admin-me';

const answer = (therapistId: number | null) => ({
  id: 7,
  name: 'Mei Lin',
  email: 'mei@spa.example',
  role: 'therapist',
  permissions: ['signed_in', 'own_calendar', 'own_time_off', 'own_earnings', 'a_permission_from_a_newer_server'],
  codeOn: true,
  therapistId,
});

describe('GET /api/admin/me', () => {
  it("keeps a linked therapist's own day, time off and earnings, and leaves out what the app does not know", () => {
    expect(parseAdminMe(answer(3))).toEqual({ ...answer(3), permissions: ['signed_in', 'own_calendar', 'own_time_off', 'own_earnings'] });
  });

  it('drops them for an account with no therapist record linked: she has no day of her own to show', () => {
    expect(parseAdminMe(answer(null)).permissions).toEqual(['signed_in']);
  });
});
