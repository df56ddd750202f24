import type { ApiSchema } from '@/lib/api-types';

/** The calendar's answer (`GET /api/admin/calendar`). */
export type CalendarView = ApiSchema<'CalendarView'>;
export type CalendarBooking = ApiSchema<'CalendarBooking'>;
export type CalendarDay = CalendarView['days'][number];
export type Therapist = ApiSchema<'Therapist'>;
export type Room = ApiSchema<'Room'>;

/** 'HH:MM' (24:00 is the day's end) to minutes since the spa's midnight. */
export function toMinutes(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return 0;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight to 'HH:MM'. */
export function toClock(minutes: number): string {
  const m = Math.max(0, Math.min(24 * 60, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The span the grid shows: from the earliest opening to the latest closing of the days, whole hours. */
export interface TimeRange {
  start: number;
  end: number;
}

/** The default day when every day shown is closed: 09:00 to 22:00. */
const defaultRange: TimeRange = { start: 9 * 60, end: 22 * 60 };

/**
 * The hours the grid covers: every open day's hours and every booking (one made before hours changed may
 * lie outside them), widened to whole hours.
 */
export function timeRange(days: readonly CalendarDay[], bookings: readonly CalendarBooking[]): TimeRange {
  let start = Infinity;
  let end = -Infinity;
  for (const day of days) {
    if (!day.hours) continue;
    start = Math.min(start, toMinutes(day.hours.open));
    end = Math.max(end, toMinutes(day.hours.close));
  }
  for (const booking of bookings) {
    start = Math.min(start, toMinutes(booking.start));
    end = Math.max(end, toMinutes(booking.holdEnd), toMinutes(booking.end));
  }
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return defaultRange;
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** The whole hours inside the range, for the grid's time labels. */
export function hourMarks(range: TimeRange): number[] {
  const marks: number[] = [];
  for (let m = range.start; m <= range.end; m += 60) marks.push(m);
  return marks;
}

/** A column of the day grid: a therapist, a room, a day, or the bookings not yet given one. */
export interface Column {
  key: string;
  label: string;
  /** A second line: 'Time off', 'Inactive', a room's kind. */
  detail?: string;
}

export const unassigned = 'unassigned';

/**
 * How many therapists a booking's Reassign form asks for: two for a couples treatment (the server's
 * Service.IsCouples, by its category), else as many as it has, at least one.
 */
export function therapistSeats(booking: Pick<CalendarBooking, 'service' | 'therapistIds'>): number {
  return booking.service.category === 'Couples Packages' ? 2 : Math.max(1, booking.therapistIds.length);
}

/**
 * The day view's columns, one per therapist: the active ones, and an inactive one who still has a booking
 * that day; then 'Unassigned' when a booking (made before the spa had a team) has no therapist.
 */
export function therapistColumns(view: CalendarView, date: string): Column[] {
  const bookings = view.bookings.filter((b) => b.bookingDate === date);
  const day = view.days.find((d) => d.date === date);
  const columns: Column[] = [];
  for (const t of view.therapists) {
    const booked = bookings.some((b) => b.therapistIds.includes(t.id));
    if (!t.active && !booked) continue;
    const off = day?.therapists.find((x) => x.therapistId === t.id);
    const detail = !t.active ? 'Inactive' : off?.timeOff ? 'Time off' : off?.working.length === 0 ? 'Day off' : undefined;
    columns.push(detail ? { key: `t${String(t.id)}`, label: t.name, detail } : { key: `t${String(t.id)}`, label: t.name });
  }
  if (bookings.some((b) => b.therapistIds.length === 0)) columns.push({ key: unassigned, label: 'Unassigned' });
  return columns;
}

/** The room view's columns: every active room, an inactive one with a booking that day, then 'No room'. */
export function roomColumns(view: CalendarView, date: string): Column[] {
  const bookings = view.bookings.filter((b) => b.bookingDate === date);
  const columns: Column[] = [];
  for (const r of view.rooms) {
    if (!r.active && !bookings.some((b) => b.roomId === r.id)) continue;
    columns.push({ key: `r${String(r.id)}`, label: r.name, detail: r.active ? (r.kind === 'couple' ? 'Couple suite' : 'Single') : 'Inactive' });
  }
  if (bookings.some((b) => b.roomId === null)) columns.push({ key: unassigned, label: 'No room' });
  return columns;
}

/** The columns a booking shows in: each of its therapists (a couples treatment has two). */
export const therapistKeys = (b: CalendarBooking): string[] =>
  b.therapistIds.length === 0 ? [unassigned] : b.therapistIds.map((id) => `t${String(id)}`);

export const roomKeys = (b: CalendarBooking): string[] => [b.roomId === null ? unassigned : `r${String(b.roomId)}`];

/** A booking placed in a column: minutes from the grid's top, its length, and its lane among overlapping ones. */
export interface Block {
  booking: CalendarBooking;
  /** minutes from the range's start */
  top: number;
  /** the treatment's minutes (start to end) */
  height: number;
  /** the preparation after it (end to holdEnd), drawn lighter */
  preparation: number;
  lane: number;
  lanes: number;
}

/**
 * Places bookings in their columns. Bookings that overlap in one column (a cancelled booking and the one that
 * took its time, or two old bookings without a therapist) share its width side by side: each group of
 * overlapping bookings gets as many lanes as it needs at most at once, and each booking the first lane free
 * at its start.
 */
export function layoutColumns(
  bookings: readonly CalendarBooking[],
  keysOf: (b: CalendarBooking) => string[],
  range: TimeRange,
): Map<string, Block[]> {
  const byColumn = new Map<string, CalendarBooking[]>();
  for (const booking of bookings) {
    for (const key of keysOf(booking)) {
      const list = byColumn.get(key) ?? [];
      list.push(booking);
      byColumn.set(key, list);
    }
  }
  const out = new Map<string, Block[]>();
  for (const [key, list] of byColumn) out.set(key, layoutLanes(list, range));
  return out;
}

function layoutLanes(list: readonly CalendarBooking[], range: TimeRange): Block[] {
  const sorted = [...list].sort(
    (a, b) => toMinutes(a.start) - toMinutes(b.start) || toMinutes(b.end) - toMinutes(a.end) || a.id - b.id,
  );
  const blocks: Block[] = [];
  let group: Block[] = [];
  let groupEnd = -Infinity;
  let laneEnds: number[] = [];
  const closeGroup = () => {
    for (const block of group) block.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const booking of sorted) {
    const start = toMinutes(booking.start);
    const end = Math.max(toMinutes(booking.end), start + 1);
    if (start >= groupEnd) {
      closeGroup();
      groupEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    groupEnd = Math.max(groupEnd, end);
    const block: Block = {
      booking,
      top: start - range.start,
      height: end - start,
      preparation: Math.max(0, toMinutes(booking.holdEnd) - end),
      lane,
      lanes: 1,
    };
    group.push(block);
    blocks.push(block);
  }
  closeGroup();
  return blocks;
}

/** A day's bookings by start time, for the phone's list. */
export function byTime(bookings: readonly CalendarBooking[]): CalendarBooking[] {
  return [...bookings].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || toMinutes(a.start) - toMinutes(b.start) || a.id - b.id);
}

/** Where the current-time line goes: minutes from the range's start, or null when now is outside it. */
export function nowOffset(range: TimeRange, nowMinutes: number): number | null {
  return nowMinutes >= range.start && nowMinutes <= range.end ? nowMinutes - range.start : null;
}

/**
 * The invoice's service kind for a booked service, when one clearly fits (the Income tab's kinds: Massage,
 * Package (Massage+), Royal Package, Moroccan Bath, Girls Discount); '' leaves the choice to the manager.
 */
export function invoiceServiceKind(service: { name: string; category: string }): string {
  if (/hammam|moroccan/i.test(service.name)) return 'Moroccan Bath';
  if (service.category === 'Massage Therapy') return 'Massage';
  return '';
}

/** The therapists of a booking by name ('Amal & Dana'), as the calendar and the day sheet show them. */
export const therapistNames = (view: CalendarView, b: CalendarBooking) =>
  b.therapistIds.length === 0
    ? 'No therapist yet'
    : b.therapistIds.map((id) => view.therapists.find((t) => t.id === id)?.name ?? `Therapist #${String(id)}`).join(' & ');

/** The room of a booking by name. */
export const roomName = (view: CalendarView, b: CalendarBooking) =>
  b.roomId === null ? 'No room yet' : (view.rooms.find((r) => r.id === b.roomId)?.name ?? `Room #${String(b.roomId)}`);
