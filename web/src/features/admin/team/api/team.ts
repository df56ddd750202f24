import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';

export type Therapist = ApiSchema<'Therapist'>;
export type Room = ApiSchema<'Room'>;
export type WeekSchedule = ApiSchema<'WeekSchedule'>;

/** What the team form sends (`POST /api/admin/therapists`, `PATCH /api/admin/therapists/{id}`). */
export interface TherapistBody {
  name: string;
  gender: 'female' | 'male';
  serviceIds: number[];
  schedule: Record<string, { start: string; end: string }[]>;
  timeOff: { from: string; to: string; note: string }[];
  active: boolean;
  commissionPercentage: number;
}

export interface RoomBody {
  name: string;
  kind: 'single' | 'couple';
  active: boolean;
}

/** The services the team form offers (the public list: id, name, category). */
export interface ServiceChoice {
  id: number;
  name: string;
  category: string;
}

const list = (path: string) => async ({ signal }: { signal: AbortSignal }) => {
  const data = await apiGet(path, { signal });
  if (!Array.isArray(data)) throw new Error(`GET ${path}: expected a list`);
  return data as unknown[];
};

export function useTherapists() {
  return useQuery({ queryKey: adminKeys.therapists, queryFn: async (c) => (await list('/api/admin/therapists')(c)) as Therapist[] });
}

export function useRooms() {
  return useQuery({ queryKey: adminKeys.rooms, queryFn: async (c) => (await list('/api/admin/rooms')(c)) as Room[] });
}

export function useServiceChoices() {
  return useQuery({
    queryKey: ['/api/services', 'team-choices'] as const,
    queryFn: async (c) =>
      ((await list('/api/services')(c)) as { id: number; name: string; category: string }[]).map((s) => ({ id: s.id, name: s.name, category: s.category })),
    staleTime: 5 * 60_000,
  });
}

/** A change to the team or rooms: the lists and the calendar are read again. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.therapists }),
      queryClient.invalidateQueries({ queryKey: adminKeys.rooms }),
      queryClient.invalidateQueries({ queryKey: adminKeys.calendar }),
    ]);
}

export function useSaveTherapist() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationKey: ['/api/admin/therapists/save'],
    mutationFn: ({ id, body }: { id: number | null; body: TherapistBody }) =>
      id === null ? apiSend('POST', '/api/admin/therapists', body) : apiSend('PATCH', `/api/admin/therapists/${String(id)}`, body),
    onSettled: refresh,
  });
}

export function useDeleteTherapist() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationKey: ['/api/admin/therapists/delete'],
    mutationFn: (id: number) => apiSend('DELETE', `/api/admin/therapists/${String(id)}`),
    onSettled: refresh,
  });
}

export function useSaveRoom() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationKey: ['/api/admin/rooms/save'],
    mutationFn: ({ id, body }: { id: number | null; body: RoomBody }) =>
      id === null ? apiSend('POST', '/api/admin/rooms', body) : apiSend('PATCH', `/api/admin/rooms/${String(id)}`, body),
    onSettled: refresh,
  });
}

export function useDeleteRoom() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationKey: ['/api/admin/rooms/delete'],
    mutationFn: (id: number) => apiSend('DELETE', `/api/admin/rooms/${String(id)}`),
    onSettled: refresh,
  });
}
