import { describe, expect, it } from 'vitest';

import type { CalendarDay } from './calendar-layout';
import { blockLabel, blockTime, layoutRoomBlocks } from './room-blocks';

const day: CalendarDay = {
  date: '2026-12-01',
  hours: { open: '09:00', close: '22:00' },
  therapists: [],
  roomBlocks: [
    { id: 1, roomId: 10, start: '10:00', end: '12:30', note: 'Steam repair' },
    { id: 2, roomId: 11, start: '00:00', end: '24:00', note: '' },
    { id: 3, roomId: 10, start: '06:00', end: '08:00', note: 'Early' },
  ],
};

describe('layoutRoomBlocks', () => {
  it('places each block in its room column, clipped to the grid, and leaves out those outside it', () => {
    const drawn = layoutRoomBlocks(day, { start: 540, end: 1320 });
    expect(drawn.get('r10')).toEqual([{ block: day.roomBlocks[0], top: 60, height: 150 }]);
    expect(drawn.get('r11')).toEqual([{ block: day.roomBlocks[1], top: 0, height: 780 }]);
    expect(layoutRoomBlocks(undefined, { start: 540, end: 1320 }).size).toBe(0);
  });

  it('writes the block as the calendar shows it', () => {
    const [repair, whole] = day.roomBlocks;
    if (!repair || !whole) throw new Error('fixture');
    expect(blockLabel(repair)).toBe('Blocked: Steam repair');
    expect(blockLabel(whole)).toBe('Blocked');
    expect(blockTime(repair)).toBe('10:00 AM – 12:30 PM');
    expect(blockTime(whole)).toBe('12:00 AM – midnight');
  });
});
