/** The calendar's views: a column per therapist (the default), a column per room, or the week. */
export const calendarViews = ['therapists', 'rooms', 'week'] as const;
export type CalendarViewName = (typeof calendarViews)[number];

export const isCalendarView = (value: string): value is CalendarViewName => (calendarViews as readonly string[]).includes(value);

/** The calendar's part of the dashboard's URL (`?tab=calendar&day=2026-11-28&view=rooms&booking=42`), kept by the shell. */
export interface CalendarUrlView {
  /** YYYY-MM-DD, or '' = the spa's today. */
  day: string;
  view: CalendarViewName;
  /** The booking whose panel is open, or null. */
  booking: number | null;
}
