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
  'own_calendar',
  'own_time_off',
  'own_earnings',
];

const what = 'GET /api/admin/me';

/** The permissions the app knows; one it does not know yet opens nothing, so it is left out. */
const readPermissions: FieldReader<Permission[]> = (record, key) =>
  asArray(record[key], what).filter((p): p is Permission => typeof p === 'string' && (knownPermissions as readonly string[]).includes(p));

const readTherapistId: FieldReader<number | null> = (record, key) => (typeof record[key] === 'number' ? record[key] : null);

/** A therapist's own places (her day, time off, earnings) need a therapist record linked to the account. */
const ownDayPermissions: readonly Permission[] = ['own_calendar', 'own_time_off', 'own_earnings'];

/**
 * The person as the app uses her: without a linked therapist record she has no day, time off or earnings of her
 * own to show, so those permissions are dropped and their places not offered (the server answers them empty).
 */
export function parseAdminMe(data: unknown): AdminMe {
  const me = readMe(data);
  return me.therapistId === null ? { ...me, permissions: me.permissions.filter((p) => !ownDayPermissions.includes(p)) } : me;
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
