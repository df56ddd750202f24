import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';

export type OpeningHours = ApiSchema<'OpeningHours'>;
export type SpecialDay = ApiSchema<'SpecialDay'>;
export type SpecialDayInput = ApiSchema<'SpecialDayInput'>;
export type OutsideBooking = ApiSchema<'CalendarBooking'>;

const hoursKey = ['/api/admin/opening-hours'] as const;
const specialDaysKey = ['/api/admin/special-days'] as const;

export function useOpeningHours() {
  return useQuery({ queryKey: hoursKey, queryFn: async ({ signal }) => (await apiGet('/api/admin/opening-hours', { signal })) as OpeningHours });
}

export function useSpecialDays() {
  return useQuery({
    queryKey: specialDaysKey,
    queryFn: async ({ signal }) => {
      const data = await apiGet('/api/admin/special-days', { signal });
      if (!Array.isArray(data)) throw new Error('GET /api/admin/special-days: expected a list');
      return data as SpecialDay[];
    },
  });
}

const outside = (data: unknown): OutsideBooking[] => {
  const bookings = typeof data === 'object' && data !== null ? (data as { bookings?: unknown }).bookings : undefined;
  if (!Array.isArray(bookings)) throw new Error('hours check: no bookings');
  return bookings as OutsideBooking[];
};

/** Saves nothing: the upcoming bookings these weekly hours would leave outside. */
export async function checkOpeningHours(hours: OpeningHours): Promise<OutsideBooking[]> {
  return outside(await apiSend('POST', '/api/admin/opening-hours/check', hours));
}

/** Saves nothing: the bookings this special day would leave outside. */
export async function checkSpecialDay(day: SpecialDayInput): Promise<OutsideBooking[]> {
  return outside(await apiSend('POST', '/api/admin/special-days/check', day));
}

/** A change of hours: the hours, the special days, the calendar and the public availability are read again. */
function useRefreshHours() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: hoursKey }),
      queryClient.invalidateQueries({ queryKey: specialDaysKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.calendar }),
    ]);
}

export function useSetOpeningHours() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationKey: ['/api/admin/opening-hours/save'],
    mutationFn: (hours: OpeningHours) => apiSend('PUT', '/api/admin/opening-hours', hours),
    onSettled: refresh,
  });
}

export function useCreateSpecialDay() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationKey: ['/api/admin/special-days/create'],
    mutationFn: (day: SpecialDayInput) => apiSend('POST', '/api/admin/special-days', day),
    onSettled: refresh,
  });
}

export function useDeleteSpecialDay() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationKey: ['/api/admin/special-days/delete'],
    mutationFn: (id: number) => apiSend('DELETE', `/api/admin/special-days/${String(id)}`),
    onSettled: refresh,
  });
}
