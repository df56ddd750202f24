import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { isSlotReason } from '../utils/time-slots';

/** One start time of a day ('HH:MM'): whether the chosen service can start then, and if not, why. */
export type Slot = ApiSchema<'Slot'>;

/** `GET /api/availability?date=YYYY-MM-DD&serviceId=N&preference=P`: the day's start times on the spa's grid. */
export type Availability = ApiSchema<'Availability'>;

export const availabilityQueryKeyRoot = '/api/availability';

export const availabilityQueryKey = (serviceId: number, date: string, preference: string) =>
  [availabilityQueryKeyRoot, { serviceId, date, preference }] as const;

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
  preference,
  signal,
}: {
  serviceId: number;
  date: string;
  preference: string;
  signal?: AbortSignal;
}): Promise<Availability> {
  const query = new URLSearchParams({ date, serviceId: String(serviceId), preference });
  return parseAvailability(await apiGet(`/api/availability?${query.toString()}`, signal ? { signal } : {}));
}

export function getAvailabilityQueryOptions(serviceId: number, date: string, preference: string) {
  return queryOptions({
    queryKey: availabilityQueryKey(serviceId, date, preference),
    queryFn: ({ signal }) => getAvailability({ serviceId, date, preference, signal }),
    // Other visitors book too: ask again whenever the form comes back to a day.
    staleTime: 0,
  });
}

/** The times of `date` for the service and therapist preference; idle until service and day are chosen. */
export function useAvailability(serviceId: number | null, date: string | null, preference: string) {
  return useQuery({
    ...getAvailabilityQueryOptions(serviceId ?? 0, date ?? '', preference),
    enabled: serviceId !== null && date !== null,
  });
}
