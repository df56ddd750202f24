import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useSpaTimeZone } from '@/lib/site-config';
import { minuteOfDayIn, spaToday } from '@/lib/spa-clock';

import { adminNavQueryOptions } from '../api/get-admin-nav';

/** The spa's clock in the dashboard: its time zone, and the instant it is now. */
export interface SpaClock {
  timeZone: string;
  /** The instant it is now by the server's clock. */
  now: () => Date;
  /** The spa's date now, `YYYY-MM-DD`. */
  today: () => string;
  /** The minute of the spa's day now (0 at midnight). */
  minuteOfDay: () => number;
}

/**
 * How far the server's clock is ahead of this device's (negative: behind), in milliseconds, from the server's
 * `now` (RFC 3339) and the device's time when that answer arrived. 0 when `now` is not a time.
 */
export function serverClockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) || receivedAt <= 0 ? 0 : server - receivedAt;
}

/** A spa clock `offset` ms ahead of the device's, in `timeZone`. */
export function spaClock(timeZone: string, offset: number, deviceNow: () => number = Date.now): SpaClock {
  const now = () => new Date(deviceNow() + offset);
  return { timeZone, now, today: () => spaToday(timeZone, now()), minuteOfDay: () => minuteOfDayIn(timeZone, now()) };
}

/**
 * The spa's clock as the server keeps it (`GET /api/admin/nav`'s `now` and time zone): the calendar's today and
 * current-time line, and a new entry's date, follow the spa, not a front-desk tablet set to the wrong day or zone.
 * The device's clock only counts the time since the server's answer. Before that answer: the device's clock in the
 * spa's configured zone.
 */
export function useSpaClock(): SpaClock {
  const configured = useSpaTimeZone();
  const nav = useQuery(adminNavQueryOptions());
  const offset = nav.data ? serverClockOffset(nav.data.now, nav.dataUpdatedAt) : 0;
  // Rounded to the second: the offset of each answer differs by its transit time, which is no reason for a new clock.
  const seconds = Math.round(offset / 1000);
  const timeZone = nav.data?.timeZone ?? configured;
  return useMemo(() => spaClock(timeZone, seconds * 1000), [timeZone, seconds]);
}
