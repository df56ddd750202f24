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

  it("takes the server's list as it is: which of them an account has is the server's rule, not the app's", () => {
    const unlinked = { ...answer(null), role: 'owner', permissions: ['signed_in', 'today', 'own_calendar'] };
    expect(parseAdminMe(unlinked).permissions).toEqual(['signed_in', 'today', 'own_calendar']);
  });
});
