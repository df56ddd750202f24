import { describe, expect, it } from 'vitest';

import { toClock, toMinutes, type CalendarBooking, type CalendarView } from './calendar-layout';
import { daySheet } from './day-sheet';

const day = '2026-11-28';

function booking(id: number, start: string, end: string, over: Partial<CalendarBooking> = {}): CalendarBooking {
  return {
    id,
    bookingDate: day,
    start,
    end,
    holdEnd: toClock(toMinutes(end) + 15),
    status: 'confirmed',
    therapistIds: [1],
    roomId: 10,
    specialRequests: '',
    language: 'en',
    actions: { statuses: ['cancelled'], move: true },
    customer: { id: id, name: 'Layla Al Mansouri', firstName: 'Layla', email: 'layla@example.ae', phone: '+971501234567', whatsappUrl: 'https://wa.me/971501234567' },
    service: { id: 7, name: 'Swedish Relaxation Massage', category: 'Massage Therapy' },
    ...over,
  };
}

const schedule = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function viewOf(bookings: CalendarBooking[]): CalendarView {
  return {
    from: day,
    days: [{ date: day, hours: { open: '09:00', close: '22:00' }, therapists: [], roomBlocks: [] }],
    bookings,
    therapists: [
      { id: 1, name: 'Amal', gender: 'female', serviceIds: [7], schedule, timeOff: [], active: true, commissionPercentage: 40 },
      { id: 2, name: 'Noor', gender: 'female', serviceIds: [7], schedule, timeOff: [], active: true, commissionPercentage: 40 },
      { id: 3, name: 'Rami', gender: 'male', serviceIds: [7], schedule, timeOff: [], active: true, commissionPercentage: 40 },
    ],
    rooms: [
      { id: 10, name: 'Jasmine', kind: 'single', active: true },
      { id: 11, name: 'Pearl Suite', kind: 'couple', active: true },
      { id: 12, name: 'Lotus', kind: 'single', active: true },
    ],
  };
}

describe('the printed day sheet', () => {
  it('groups the day by therapist and by room in the calendar’s column order, each by start time', () => {
    const sheet = daySheet(
      viewOf([
        booking(1, '14:00', '15:00', { therapistIds: [2], roomId: 12 }),
        booking(2, '10:00', '11:00'),
        booking(3, '12:00', '13:30', { therapistIds: [1, 2], roomId: 11, service: { id: 9, name: 'Couples Retreat', category: 'Couples Packages' } }),
      ]),
      day,
    );
    expect(sheet.byTherapist.map((g) => [g.label, g.rows.map((r) => r.id)])).toEqual([
      ['Amal', [2, 3]],
      ['Noor', [3, 1]],
    ]);
    expect(sheet.byRoom.map((g) => [g.label, g.rows.map((r) => r.id)])).toEqual([
      ['Jasmine', [2]],
      ['Pearl Suite', [3]],
      ['Lotus', [1]],
    ]);
    expect(sheet.byRoom[1]?.rows[0]).toEqual({
      id: 3,
      start: '12:00',
      end: '13:30',
      service: 'Couples Retreat',
      room: 'Pearl Suite',
      therapists: 'Amal & Noor',
      guest: 'Layla',
      specialRequests: '',
    });
  });

  it('leaves out cancelled bookings and other days, and keeps the other statuses', () => {
    const sheet = daySheet(
      viewOf([
        booking(1, '10:00', '11:00', { status: 'cancelled' }),
        booking(2, '10:00', '11:00', { status: 'pending' }),
        booking(3, '16:00', '17:00', { status: 'no_show', therapistIds: [3], roomId: 12 }),
        booking(4, '11:00', '12:00', { bookingDate: '2026-11-29' }),
        booking(5, '18:00', '19:00', { status: 'cancelled', therapistIds: [2], roomId: 11 }),
      ]),
      day,
    );
    expect(sheet.byTherapist.map((g) => [g.label, g.rows.map((r) => r.id)])).toEqual([
      ['Amal', [2]],
      ['Rami', [3]],
    ]);
    expect(sheet.byRoom.map((g) => [g.label, g.rows.map((r) => r.id)])).toEqual([
      ['Jasmine', [2]],
      ['Lotus', [3]],
    ]);
  });

  it("names the guest by the server's first name only, never the whole name, e-mail or phone", () => {
    const sheet = daySheet(viewOf([booking(1, '10:00', '11:00', { customer: { id: 1, name: '  Fatima   Zahra Khan ', firstName: 'Fatima', email: 'f@example.ae', phone: '+971509999999', whatsappUrl: 'https://wa.me/971509999999' }, specialRequests: ' Quiet room, please ' })]), day);
    const row = sheet.byTherapist[0]?.rows[0];
    expect(row?.guest).toBe('Fatima');
    expect(row?.specialRequests).toBe('Quiet room, please');
    expect(JSON.stringify(sheet)).not.toMatch(/Khan|f@example\.ae|9999999/);
  });

  it('puts a booking without a therapist or room under Unassigned and No room', () => {
    const sheet = daySheet(viewOf([booking(1, '10:00', '11:00', { therapistIds: [], roomId: null })]), day);
    expect(sheet.byTherapist.map((g) => g.label)).toEqual(['Unassigned']);
    expect(sheet.byRoom.map((g) => g.label)).toEqual(['No room']);
    expect(sheet.byTherapist[0]?.rows[0]).toMatchObject({ therapists: 'No therapist yet', room: 'No room yet' });
  });

  it('is empty on a day without bookings', () => {
    expect(daySheet(viewOf([booking(1, '10:00', '11:00', { status: 'cancelled' })]), day)).toEqual({ date: day, byTherapist: [], byRoom: [] });
  });
});
