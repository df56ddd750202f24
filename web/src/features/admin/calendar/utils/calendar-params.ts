import { parseCalendarDay } from '@/lib/format';

/** The calendar's views: the day by therapist, the day by room, the week. */
export const calendarViews = ['therapists', 'rooms', 'week'] as const;
export type CalendarViewName = (typeof calendarViews)[number];

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
const isDay = (value: string): boolean => parseCalendarDay(value) !== undefined;

const isCalendarView = (value: string): value is CalendarViewName => (calendarViews as readonly string[]).includes(value);

/**
 * The calendar's state as the dashboard's URL keeps it (`/admin?tab=calendar&day=2026-11-28&view=rooms&booking=42`),
 * so that a reload, Back or a shared link shows the same day, view and open booking.
 */
export interface CalendarParams {
  /** YYYY-MM-DD, or '' = the spa's today. */
  day: string;
  view: CalendarViewName;
  /** The booking whose panel is open, or null. */
  booking: number | null;
}

export const noCalendarParams: CalendarParams = { day: '', view: 'therapists', booking: null };

export const calendarParamKeys = ['day', 'view', 'booking'] as const;

export function parseCalendarParams(search: URLSearchParams): CalendarParams {
  const day = search.get('day') ?? '';
  const view = search.get('view') ?? '';
  const booking = search.get('booking') ?? '';
  return {
    day: isDay(day) ? day : '',
    view: isCalendarView(view) ? view : 'therapists',
    booking: /^[1-9]\d{0,14}$/.test(booking) ? Number(booking) : null,
  };
}

/** Writes the calendar's state into `search`, leaving out its defaults (today, by therapist, no booking open). */
export function writeCalendarParams(search: URLSearchParams, params: CalendarParams): URLSearchParams {
  if (params.day !== '') search.set('day', params.day);
  if (params.view !== 'therapists') search.set('view', params.view);
  if (params.booking !== null) search.set('booking', String(params.booking));
  return search;
}
