import { roomColumns, roomKeys, roomName, therapistColumns, therapistKeys, therapistNames, toMinutes, type CalendarBooking, type CalendarView } from './calendar-layout';

/** One booking on the printed day sheet: only what the day's team needs, the guest by first name. */
export interface SheetRow {
  id: number;
  start: string;
  end: string;
  service: string;
  /** The room's name, or 'No room yet'. */
  room: string;
  /** The therapists' names joined with ' & ', or 'No therapist yet'. */
  therapists: string;
  /** The guest's first name only: the sheet lies on a desk and hangs in the treatment rooms. */
  guest: string;
  specialRequests: string;
}

/** A therapist's or a room's bookings of the day, by start time. */
export interface SheetGroup {
  key: string;
  label: string;
  rows: SheetRow[];
}

export interface DaySheet {
  date: string;
  byTherapist: SheetGroup[];
  byRoom: SheetGroup[];
}

/**
 * The printed day sheet of `date`: the day's bookings by therapist and by room, in the calendar's column
 * order (a couples treatment under each of its therapists), each column by start time. Cancelled bookings are
 * left out: their time is free. A column without bookings is left out too, to keep the sheet to what happens.
 */
export function daySheet(view: CalendarView, date: string): DaySheet {
  const bookings = view.bookings
    .filter((b) => b.bookingDate === date && b.status !== 'cancelled')
    .sort((a, b) => toMinutes(a.start) - toMinutes(b.start) || a.id - b.id);
  const row = (b: CalendarBooking): SheetRow => ({
    id: b.id,
    start: b.start,
    end: b.end,
    service: b.service.name,
    room: roomName(view, b),
    therapists: therapistNames(view, b),
    // The server's first name (dayspa.FirstName), the one rule for it.
    guest: b.customer.firstName,
    specialRequests: b.specialRequests.trim(),
  });
  const groups = (columns: { key: string; label: string }[], keysOf: (b: CalendarBooking) => string[]): SheetGroup[] =>
    columns
      .map((c) => ({ key: c.key, label: c.label, rows: bookings.filter((b) => keysOf(b).includes(c.key)).map(row) }))
      .filter((g) => g.rows.length > 0);
  return {
    date,
    byTherapist: groups(therapistColumns(view, date), therapistKeys),
    byRoom: groups(roomColumns(view, date), roomKeys),
  };
}
