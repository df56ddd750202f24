import { afterEach, describe, expect, it } from 'vitest';

import { addDays, bookingWindow, fromDateString, isBookableDay, toDateString } from './booking-dates';

// Node re-reads TZ when it changes, so one test file can play visitors in different zones.
const originalTz = process.env.TZ;
function inZone(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('toDateString: the day that was clicked', () => {
  it('reads the local year, month and day', () => {
    expect(toDateString(new Date(2026, 11, 5))).toBe('2026-12-05');
    expect(toDateString(new Date(2027, 0, 1, 23, 59))).toBe('2027-01-01');
  });

  it('keeps the clicked day in Tokyo and New York, where toISOString would not', () => {
    inZone('Asia/Tokyo');
    const tokyoMidnight = new Date(2026, 11, 5); // what react-day-picker hands back
    expect(tokyoMidnight.toISOString().slice(0, 10)).toBe('2026-12-04'); // the trap
    expect(toDateString(tokyoMidnight)).toBe('2026-12-05');

    inZone('America/New_York');
    const newYorkMidnight = new Date(2026, 11, 5);
    expect(toDateString(newYorkMidnight)).toBe('2026-12-05');
  });

  it('round-trips with fromDateString in any zone', () => {
    for (const zone of ['Asia/Tokyo', 'America/New_York', 'Asia/Dubai']) {
      inZone(zone);
      const date = fromDateString('2026-03-29'); // a DST change day in Europe; nearby in the US
      expect(date && toDateString(date), zone).toBe('2026-03-29');
      expect(date?.getHours()).toBe(0);
    }
  });
});

describe('fromDateString', () => {
  it('refuses malformed and impossible dates', () => {
    expect(fromDateString('')).toBeUndefined();
    expect(fromDateString('2026-2-3')).toBeUndefined();
    expect(fromDateString('2026-02-30')).toBeUndefined();
    expect(fromDateString('2026-13-01')).toBeUndefined();
  });
});

describe('addDays', () => {
  it('moves by calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-22', 90)).toBe('2027-02-20');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('is not thrown off by daylight saving time in the browser', () => {
    inZone('America/New_York');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });
});

describe('bookingWindow and isBookableDay', () => {
  const now = new Date('2026-11-21T21:00:00Z'); // 01:00 on 22 November in Dubai; still the 21st in New York

  it('runs from today in Dubai to 90 days ahead', () => {
    expect(bookingWindow('Asia/Dubai', now)).toEqual({ first: '2026-11-22', last: '2027-02-20' });
  });

  it("disables days before Dubai's today and beyond 90 days, for a visitor in New York", () => {
    inZone('America/New_York');
    const window = bookingWindow('Asia/Dubai', now);
    expect(isBookableDay(new Date(2026, 10, 21), window)).toBe(false); // the visitor's today, already past in Dubai
    expect(isBookableDay(new Date(2026, 10, 22), window)).toBe(true);
    expect(isBookableDay(new Date(2027, 1, 20), window)).toBe(true); // day 90
    expect(isBookableDay(new Date(2027, 1, 21), window)).toBe(false); // day 91
  });

  it('offers Dubai today to a visitor in Tokyo, who is already on a later day', () => {
    inZone('Asia/Tokyo');
    const evening = new Date('2026-11-22T16:00:00Z'); // 20:00 in Dubai on the 22nd, 01:00 on the 23rd in Tokyo
    const window = bookingWindow('Asia/Dubai', evening);
    expect(window.first).toBe('2026-11-22');
    expect(isBookableDay(new Date(2026, 10, 22), window)).toBe(true);
  });

  it("runs from the spa's today when the spa is not in Dubai", () => {
    expect(bookingWindow('America/New_York', now)).toEqual({ first: '2026-11-21', last: '2027-02-19' });
  });
});
