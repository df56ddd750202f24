import type { RoomBlock } from '../api/room-blocks';
import { addDays } from './calendar-dates';
import { blockClock } from './room-blocks';

/**
 * The room block dialog's times: a start day and an end day (both the calendar's day for a new block), and
 * either the whole days or a time on each ('From' on the start day, 'To' on the end day). A block reaching
 * the end of a day ends at the next day's 00:00, which a time field cannot write as 24:00: as whole days it
 * is that day's end; with a time it is the next day at 12:00 AM.
 */
export interface BlockTimes {
  startDay: string;
  endDay: string;
  wholeDay: boolean;
  from: string;
  to: string;
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** A new block's times on the calendar's day: 9 to 10 in the morning. */
export const newBlockTimes = (date: string): BlockTimes => ({ startDay: date, endDay: date, wholeDay: false, from: '09:00', to: '10:00' });

/** The dialog's times for a stored block ('YYYY-MM-DDTHH:MM' on the spa's clock, end exclusive). */
export function blockTimesOf(block: Pick<RoomBlock, 'start' | 'end'>): BlockTimes {
  const [startDay = '', from = ''] = block.start.split('T');
  const [endDate = '', endClock = ''] = block.end.split('T');
  if (from === '00:00' && endClock === '00:00' && endDate > startDay) {
    return { startDay, endDay: addDays(endDate, -1), wholeDay: true, from: '09:00', to: '10:00' };
  }
  return { startDay, endDay: endDate, wholeDay: false, from, to: endClock };
}

/** What the server is sent: "YYYY-MM-DDTHH:MM" on the spa's clock, or the bare days for whole days (an end day means its end). */
export function blockTimesInput(t: BlockTimes): { start: string; end: string } {
  return t.wholeDay ? { start: t.startDay, end: t.endDay } : { start: `${t.startDay}T${t.from}`, end: `${t.endDay}T${t.to}` };
}

/** The form's own findings, by the server's field names (the start day is `start`, anything about the end `end`). */
export function checkBlockTimes(t: BlockTimes): Partial<Record<'start' | 'end', string>> {
  if (!isDay(t.startDay)) return { start: 'Choose the start day.' };
  if (!isDay(t.endDay)) return { end: 'Choose the end day.' };
  if (t.endDay < t.startDay) return { end: 'The end day cannot be before the start day.' };
  if (t.wholeDay) return {};
  if (!t.from || !t.to) return { end: 'Choose both times.' };
  if (t.endDay === t.startDay && !(t.from < t.to)) return { end: 'To must be after from.' };
  return {};
}

/** Whether a message about the end belongs under the end day (rather than under To). */
export const endIsAboutDay = (t: BlockTimes) => t.wholeDay || !isDay(t.endDay) || (isDay(t.startDay) && t.endDay < t.startDay);

/** For the toast: 'on 2026-12-01 from 9:00 AM to 10:00 AM', 'on 2026-12-01 all day', 'from 2026-12-01 to 2026-12-03 all day', 'from 2026-12-01 at 8:00 PM to 2026-12-02 at 10:00 AM'. */
export function describeBlockTimes(t: BlockTimes): string {
  if (t.startDay === t.endDay) return t.wholeDay ? `on ${t.startDay} all day` : `on ${t.startDay} from ${blockClock(t.from)} to ${blockClock(t.to)}`;
  return t.wholeDay
    ? `from ${t.startDay} to ${t.endDay} all day`
    : `from ${t.startDay} at ${blockClock(t.from)} to ${t.endDay} at ${blockClock(t.to)}`;
}
