import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from './admin-keys';
import { asArray, oneOf, readFields, readFlag, readNumber, readString, type FieldReader } from '../utils/parse';

/** `GET /api/admin/me`: the person signed in, her role and what it allows (the server's one table of roles). */
export type AdminMe = ApiSchema<'StaffProfile'>;
export type StaffRole = AdminMe['role'];
export type Permission = AdminMe['permissions'][number];

export const staffRoles = ['owner', 'manager', 'reception', 'therapist'] as const satisfies readonly StaffRole[];

/** Every permission the app knows: an owner's whole list. */
export const knownPermissions: readonly Permission[] = [
  'signed_in',
  'today',
  'calendar',
  'bookings',
  'customers',
  'messages',
  'sent_emails',
  'checkout',
  'income',
  'reports',
  'content',
  'team',
  'settings',
  'accounts',
  'owner_accounts',
  'audit',
  'privacy',
  'own_calendar',
  'own_time_off',
  'own_earnings',
];

const what = 'GET /api/admin/me';

/** The permissions the app knows; one it does not know yet opens nothing, so it is left out. */
const readPermissions: FieldReader<Permission[]> = (record, key) =>
  asArray(record[key], what).filter((p): p is Permission => typeof p === 'string' && (knownPermissions as readonly string[]).includes(p));

const readTherapistId: FieldReader<number | null> = (record, key) => (typeof record[key] === 'number' ? record[key] : null);

/**
 * The person as the app uses her. Her permissions are the server's (which leaves out a therapist's own day, time
 * off and earnings for an account with no therapist record linked); only the ones the app does not know are left
 * out.
 */
export function parseAdminMe(data: unknown): AdminMe {
  return readMe(data);
}

function readMe(data: unknown): AdminMe {
  return readFields(data, what, {
    id: readNumber,
    name: readString,
    email: readString,
    role: oneOf(staffRoles),
    permissions: readPermissions,
    codeOn: readFlag,
    therapistId: readTherapistId,
  });
}

/**
 * Read once per session: a change of role ends the person's sessions, so it cannot change under her. Her own
 * sign-in code's set-up or turning off reads it again (My account).
 */
export function adminMeQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.me,
    queryFn: async ({ signal }) => parseAdminMe(await apiGet(adminKeys.me[0], { signal })),
    staleTime: Infinity,
    retry: false,
  });
}

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
