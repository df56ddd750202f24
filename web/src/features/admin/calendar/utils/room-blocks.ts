import { formatTime12 } from '@/lib/format';

import { toMinutes, type CalendarDay, type TimeRange } from './calendar-layout';

/** A room block's part of one day (`GET /api/admin/calendar`, `days[].roomBlocks`). */
export type DayRoomBlock = CalendarDay['roomBlocks'][number];

/** A block drawn in its room's column: minutes from the grid's top and its length, clipped to the grid. */
export interface DrawnRoomBlock {
  block: DayRoomBlock;
  top: number;
  height: number;
}

/** 'HH:MM' in words, 24:00 being the day's end. */
export const blockClock = (clock: string) => (clock === '24:00' ? 'midnight' : formatTime12(clock));

/** What the calendar writes on a block: 'Blocked' and its note. */
export const blockLabel = (b: DayRoomBlock) => (b.note ? `Blocked: ${b.note}` : 'Blocked');

/** '9:00 AM – 12:00 PM'. */
export const blockTime = (b: DayRoomBlock) => `${blockClock(b.start)} – ${blockClock(b.end)}`;

/** The day's blocks by room column key (`r{id}`), clipped to the grid's hours; those outside it are left out. */
export function layoutRoomBlocks(day: CalendarDay | undefined, range: TimeRange): Map<string, DrawnRoomBlock[]> {
  const out = new Map<string, DrawnRoomBlock[]>();
  for (const block of day?.roomBlocks ?? []) {
    const start = Math.max(toMinutes(block.start), range.start);
    const end = Math.min(toMinutes(block.end), range.end);
    if (end <= start) continue;
    const key = `r${String(block.roomId)}`;
    const list = out.get(key) ?? [];
    list.push({ block, top: start - range.start, height: end - start });
    out.set(key, list);
  }
  return out;
}
