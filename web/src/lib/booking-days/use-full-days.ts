import { useQueries } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** `GET /api/availability/month`: for each day of a month whether any start time is free. */
export type MonthAvailability = ApiSchema<'MonthAvailability'>;

/** Checks the answer's shape and keeps the days that have no free time. */
export function parseFullDays(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { days?: unknown }).days)) {
    throw new Error('GET /api/availability/month: no days');
  }
  const full: string[] = [];
  for (const item of (data as { days: unknown[] }).days) {
    if (typeof item !== 'object' || item === null) continue;
    const day = item as { date?: unknown; available?: unknown };
    if (typeof day.date === 'string' && day.available === false) full.push(day.date);
  }
  return full;
}

/** The months ('YYYY-MM') from the month of `first` to the month of `last`, both 'YYYY-MM-DD'. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const end = last.slice(0, 7);
  for (let i = 0; i < 24; i++) {
    const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (value > end) break;
    months.push(value);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The days of the booking window on which the service cannot start at all (closed or fully booked) for the
 * preference, for the date picker to grey out (the booking form's, and the manage page's for a move). Idle until a service is chosen; while it loads, or when it
 * fails, no day is greyed (the time select still tells).
 */
export function useFullDays(serviceId: number | null, preference: string, window: { first: string; last: string }) {
  const months = monthsBetween(window.first, window.last);
  return useQueries({
    queries: months.map((month) => ({
      queryKey: ['/api/availability/month', { serviceId, month, preference }] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const query = new URLSearchParams({ month, serviceId: String(serviceId), preference });
        return parseFullDays(await apiGet(`/api/availability/month?${query.toString()}`, { signal }));
      },
      enabled: serviceId !== null,
      staleTime: 30_000,
    })),
    combine: (results) => {
      const days = new Set<string>();
      for (const result of results) for (const day of result.data ?? []) days.add(day);
      return days;
    },
  });
}
