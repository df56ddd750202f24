import { describe, expect, it } from 'vitest';

import {
  byTime,
  hourMarks,
  layoutColumns,
  nowOffset,
  roomColumns,
  roomKeys,
  therapistColumns,
  therapistKeys,
  therapistSeats,
  timeRange,
  toClock,
  toMinutes,
  type CalendarBooking,
  type CalendarView,
} from './calendar-layout';

function booking(id: number, start: string, end: string, over: Partial<CalendarBooking> = {}): CalendarBooking {
  return {
    id,
    bookingDate: '2026-12-01',
    start,
    end,
    holdEnd: toClock(toMinutes(end) + 15),
    status: 'confirmed',
    therapistIds: [1],
    roomId: 10,
    specialRequests: '',
    language: 'en',
    customer: { id: 1, name: 'Layla', firstName: 'Layla', email: 'l@example.ae', phone: '+971501234567', whatsappUrl: 'https://wa.me/971501234567' },
    service: { id: 7, name: 'Swedish', category: 'Massage Therapy' },
    actions: { statuses: ['cancelled'], move: true },
    ...over,
  };
}

const schedule = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const view: CalendarView = {
  from: '2026-12-01',
  days: [
    {
      date: '2026-12-01',
      hours: { open: '09:00', close: '22:00' },
      therapists: [
        { therapistId: 1, working: [{ start: '09:00', end: '17:00' }], timeOff: null },
        { therapistId: 2, working: [], timeOff: { from: '2026-11-30', to: '2026-12-02', note: 'Leave' } },
        { therapistId: 4, working: [], timeOff: null },
      ],
      roomBlocks: [],
    },
  ],
  bookings: [booking(1, '10:00', '11:00'), booking(2, '12:00', '13:30', { therapistIds: [3], roomId: null }), booking(3, '14:00', '15:00', { therapistIds: [] })],
  therapists: [
    { id: 1, name: 'Amal', gender: 'female', serviceIds: [7], schedule, timeOff: [], active: true, commissionPercentage: 40 },
    { id: 2, name: 'Noor', gender: 'female', serviceIds: [7], schedule, timeOff: [], active: true, commissionPercentage: 40 },
    { id: 3, name: 'Omar', gender: 'male', serviceIds: [7], schedule, timeOff: [], active: false, commissionPercentage: 40 },
    { id: 4, name: 'Rami', gender: 'male', serviceIds: [7], schedule, timeOff: [], active: true, commissionPercentage: 40 },
    { id: 5, name: 'Gone', gender: 'male', serviceIds: [7], schedule, timeOff: [], active: false, commissionPercentage: 40 },
  ],
  rooms: [
    { id: 10, name: 'Jasmine', kind: 'single', active: true },
    { id: 11, name: 'Suite', kind: 'couple', active: true },
    { id: 12, name: 'Old', kind: 'single', active: false },
  ],
};

describe('clock', () => {
  it('reads and writes HH:MM, 24:00 being the end of the day', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('24:00')).toBe(1440);
    expect(toClock(570)).toBe('09:30');
    expect(toClock(1440)).toBe('24:00');
  });
});

describe('time range', () => {
  it('covers the open hours in whole hours', () => {
    expect(timeRange(view.days, [])).toEqual({ start: 540, end: 1320 });
    expect(hourMarks({ start: 540, end: 720 })).toEqual([540, 600, 660, 720]);
  });

  it('widens to a booking outside the hours and falls back to 09:00–22:00 when every day is closed', () => {
    expect(timeRange(view.days, [booking(9, '08:30', '09:30')])).toEqual({ start: 480, end: 1320 });
    expect(timeRange([{ date: '2026-12-01', hours: null, therapists: [], roomBlocks: [] }], [])).toEqual({ start: 540, end: 1320 });
    expect(timeRange([{ date: '2026-12-01', hours: { open: '10:00', close: '21:30' }, therapists: [], roomBlocks: [] }], [])).toEqual({
      start: 600,
      end: 1320,
    });
  });

  it('draws the current-time line only inside the range', () => {
    expect(nowOffset({ start: 540, end: 1320 }, 600)).toBe(60);
    expect(nowOffset({ start: 540, end: 1320 }, 500)).toBeNull();
    expect(nowOffset({ start: 540, end: 1320 }, 1400)).toBeNull();
  });
});

describe('columns', () => {
  it('has a column per active therapist, an inactive one only with a booking, and Unassigned when needed', () => {
    expect(therapistColumns(view, '2026-12-01')).toEqual([
      { key: 't1', label: 'Amal' },
      { key: 't2', label: 'Noor', detail: 'Time off' },
      { key: 't3', label: 'Omar', detail: 'Inactive' },
      { key: 't4', label: 'Rami', detail: 'Day off' },
      { key: 'unassigned', label: 'Unassigned' },
    ]);
    expect(therapistColumns(view, '2026-12-02').map((c) => c.key)).toEqual(['t1', 't2', 't4']);
  });

  it('has a column per active room and No room for a booking without one', () => {
    expect(roomColumns(view, '2026-12-01')).toEqual([
      { key: 'r10', label: 'Jasmine', detail: 'Single' },
      { key: 'r11', label: 'Suite', detail: 'Couple suite' },
      { key: 'unassigned', label: 'No room' },
    ]);
  });
});

describe('blocks', () => {
  const range = { start: 540, end: 1320 };

  it('places a booking from its start to its end, with its preparation after it', () => {
    const blocks = layoutColumns([booking(1, '10:00', '11:30')], therapistKeys, range).get('t1');
    expect(blocks).toHaveLength(1);
    expect(blocks?.[0]).toMatchObject({ top: 60, height: 90, preparation: 15, lane: 0, lanes: 1 });
  });

  it('shows a couples treatment in both therapists’ columns and a booking without a room under No room', () => {
    const couple = booking(1, '10:00', '11:00', { therapistIds: [1, 2], roomId: 11 });
    const columns = layoutColumns([couple], therapistKeys, range);
    expect([...columns.keys()]).toEqual(['t1', 't2']);
    expect([...layoutColumns([booking(2, '10:00', '11:00', { roomId: null })], roomKeys, range).keys()]).toEqual(['unassigned']);
  });

  it('puts overlapping bookings side by side and back-to-back ones in one lane', () => {
    const blocks = layoutColumns(
      [
        booking(1, '10:00', '11:00', { status: 'cancelled' }),
        booking(2, '10:00', '11:00'),
        booking(3, '10:30', '12:00'),
        booking(4, '12:00', '13:00'),
      ],
      therapistKeys,
      range,
    ).get('t1');
    const lanes = new Map(blocks?.map((b) => [b.booking.id, [b.lane, b.lanes]]));
    expect(lanes.get(1)).toEqual([0, 3]);
    expect(lanes.get(2)).toEqual([1, 3]);
    expect(lanes.get(3)).toEqual([2, 3]);
    // 12:00 starts as 3 ends: a new group, alone in its lane.
    expect(lanes.get(4)).toEqual([0, 1]);
  });

  it('reuses a lane freed inside one group', () => {
    const blocks = layoutColumns(
      [booking(1, '10:00', '12:00'), booking(2, '10:00', '11:00'), booking(3, '11:00', '12:00')],
      therapistKeys,
      range,
    ).get('t1');
    const lanes = new Map(blocks?.map((b) => [b.booking.id, [b.lane, b.lanes]]));
    expect(lanes.get(1)).toEqual([0, 2]);
    expect(lanes.get(2)).toEqual([1, 2]);
    expect(lanes.get(3)).toEqual([1, 2]);
  });

  it('lists the day by time for the phone', () => {
    const list = byTime([booking(2, '12:00', '13:00'), booking(1, '09:00', '10:00', { bookingDate: '2026-12-02' }), booking(3, '10:00', '11:00')]);
    expect(list.map((b) => b.id)).toEqual([3, 2, 1]);
  });
});

describe('therapist seats', () => {
  it('asks two therapists for a couples treatment, else as many as the booking has, at least one', () => {
    const seats = (category: string, therapistIds: number[]) => therapistSeats({ service: { ...booking(1, '10:00', '11:00').service, category }, therapistIds });
    expect(seats('Couples Packages', [])).toBe(2);
    expect(seats('Couples Packages', [3])).toBe(2);
    expect(seats('Massage Therapy', [])).toBe(1);
    expect(seats('Massage Therapy', [3, 4])).toBe(2);
  });
});
