import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { isSlotReason } from '../utils/time-slots';

/** One start time of a day ('HH:MM'): whether the chosen service can start then, and if not, why. */
export type Slot = ApiSchema<'Slot'>;

/** `GET /api/availability?date=YYYY-MM-DD&serviceId=N`: the day's 13 start times. */
export type Availability = ApiSchema<'Availability'>;

export const availabilityQueryKeyRoot = '/api/availability';

export const availabilityQueryKey = (serviceId: number, date: string) =>
  [availabilityQueryKeyRoot, { serviceId, date }] as const;

/** Checks the answer's shape; a broken one becomes an error (the form then offers every time). */
export function parseAvailability(data: unknown): Availability {
  const fail = (what: string): never => {
    throw new Error(`GET /api/availability: ${what}`);
  };
  if (typeof data !== 'object' || data === null) return fail('expected an object');
  const record = data as Record<string, unknown>;
  if (!Array.isArray(record.slots)) return fail('no slots');
  const slots = record.slots.map((item: unknown, index): Slot => {
    if (typeof item !== 'object' || item === null) return fail(`slot ${index} is not an object`);
    const slot = item as Record<string, unknown>;
    if (typeof slot.time !== 'string' || typeof slot.available !== 'boolean') return fail(`slot ${index} is malformed`);
    // A reason the app does not know reads 'Unavailable', as no reason does.
    return isSlotReason(slot.reason) && !slot.available
      ? { time: slot.time, available: false, reason: slot.reason }
      : { time: slot.time, available: slot.available };
  });
  return {
    date: typeof record.date === 'string' ? record.date : '',
    serviceId: typeof record.serviceId === 'number' ? record.serviceId : 0,
    slots,
  };
}

export async function getAvailability({
  serviceId,
  date,
  signal,
}: {
  serviceId: number;
  date: string;
  signal?: AbortSignal;
}): Promise<Availability> {
  const query = new URLSearchParams({ date, serviceId: String(serviceId) });
  return parseAvailability(await apiGet(`/api/availability?${query.toString()}`, signal ? { signal } : {}));
}

export function getAvailabilityQueryOptions(serviceId: number, date: string) {
  return queryOptions({
    queryKey: availabilityQueryKey(serviceId, date),
    queryFn: ({ signal }) => getAvailability({ serviceId, date, signal }),
    // Other visitors book too: ask again whenever the form comes back to a day.
    staleTime: 0,
  });
}

/** The times of `date` for the service; idle until both are chosen. */
export function useAvailability(serviceId: number | null, date: string | null) {
  return useQuery({
    ...getAvailabilityQueryOptions(serviceId ?? 0, date ?? ''),
    enabled: serviceId !== null && date !== null,
  });
}
