import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { staffRoles } from '../../shared/api/get-admin-me';
import { oneOf, readFlag, readList, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/** A staff account as `GET /api/admin/users` lists it (never its password). */
export type StaffAccount = ApiSchema<'StaffAccount'>;

/** What the account form sends: `POST /api/admin/users` (with a password) or `PATCH /api/admin/users/{id}`. */
export interface StaffAccountBody {
  name?: string;
  email?: string;
  role?: StaffAccount['role'];
  therapistId?: number | null;
  password?: string;
  active?: boolean;
}

const what = 'GET /api/admin/users';
const readTherapistId: FieldReader<number | null> = (record, key) => (typeof record[key] === 'number' ? record[key] : null);

export function parseStaffAccounts(data: unknown): StaffAccount[] {
  return readList(data, what, {
    id: readNumber,
    name: readString,
    email: readString,
    role: oneOf(staffRoles),
    active: readFlag,
    therapistId: readTherapistId,
    passwordChangedAt: readString,
    createdAt: readString,
  });
}

export function useStaffAccounts() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: async ({ signal }) => parseStaffAccounts(await apiGet(adminKeys.users[0], { signal })),
    retry: false,
  });
}

/** The therapists an account may be linked to (id and name). */
export function useTherapistChoices() {
  return useQuery({
    queryKey: [...adminKeys.therapists, 'choices'] as const,
    queryFn: async ({ signal }) => readList(await apiGet(adminKeys.therapists[0], { signal }), 'GET /api/admin/therapists', { id: readNumber, name: readString }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Opens (id null) or changes an account; the list is read again after either. */
export function useSaveStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/users/save'],
    mutationFn: ({ id, body }: { id: number | null; body: StaffAccountBody }) =>
      id === null ? apiSend('POST', adminKeys.users[0], body) : apiSend('PATCH', `${adminKeys.users[0]}/${String(id)}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
