import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** The guest's booking as the manage link shows it: nothing of any other booking. */
export type ManagedBooking = ApiSchema<'ManagedBooking'>;

/** One start time of a day, as `GET /api/availability` answers it. */
export interface FreeTime {
  time: string;
  available: boolean;
}

const managePath = (token: string) => `/api/manage/${encodeURIComponent(token)}`;

/** The query key holds no token: the token is the link's secret and stays out of caches' debug views. */
const managedKey = ['manage-booking'] as const;

function isManagedBooking(data: unknown): data is ManagedBooking {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return (
    typeof record.serviceName === 'string' &&
    typeof record.bookingDate === 'string' &&
    typeof record.bookingTime === 'string' &&
    typeof record.status === 'string' &&
    typeof record.canChange === 'boolean'
  );
}

function parseManaged(data: unknown): ManagedBooking {
  if (!isManagedBooking(data)) throw new Error('GET /api/manage: unexpected answer');
  return data;
}

export function managedBookingQuery(token: string) {
  return queryOptions({
    queryKey: managedKey,
    queryFn: async ({ signal }) => parseManaged(await apiGet(managePath(token), { signal })),
    retry: false,
    staleTime: 0,
  });
}

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQuery(token));
}

/** The free start times of `date` for the booking's service and its guest's therapist preference (kept on a move). */
export function useFreeTimes(serviceId: number, preference: string, date: string) {
  return useQuery({
    queryKey: ['manage-booking', 'times', serviceId, preference, date],
    enabled: date !== '',
    staleTime: 0,
    queryFn: async ({ signal }): Promise<FreeTime[]> => {
      const query = new URLSearchParams({ date, serviceId: String(serviceId), preference });
      const data = await apiGet(`/api/availability?${query.toString()}`, { signal });
      const slots = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).slots : undefined;
      if (!Array.isArray(slots)) throw new Error('GET /api/availability: no slots');
      return slots.flatMap((slot: unknown) => {
        if (typeof slot !== 'object' || slot === null) return [];
        const record = slot as Record<string, unknown>;
        return typeof record.time === 'string' && typeof record.available === 'boolean'
          ? [{ time: record.time, available: record.available }]
          : [];
      });
    },
  });
}

export function useCancelBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => parseManaged(await apiSend('POST', `${managePath(token)}/cancel`)),
    onSuccess: (booking) => client.setQueryData(managedKey, booking),
  });
}

export function useRescheduleBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (to: { bookingDate: string; bookingTime: string }) =>
      parseManaged(await apiSend('POST', `${managePath(token)}/reschedule`, to)),
    onSuccess: (booking) => {
      client.setQueryData(managedKey, booking);
      void client.invalidateQueries({ queryKey: ['manage-booking', 'times'] });
    },
  });
}
