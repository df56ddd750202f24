import type { StaffRole } from '../../shared/api/get-admin-me';

/** Each role as the accounts page says it. */
export const roleNames: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  reception: 'Reception',
  therapist: 'Therapist',
};
