import { afterEach, describe, expect, it } from 'vitest';

import { addDays, bookingWindow, dubaiToday, fromDateString, isBookableDay, toDateString } from './dates';

// Node re-reads TZ when it changes, so one test file can play visitors in different zones.
const originalTz = process.env.TZ;
function inZone(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('dubaiToday', () => {
  it("is the calendar date in Dubai (UTC+4), not the browser's or UTC's", () => {
    expect(dubaiToday(new Date('2026-11-21T19:59:59Z'))).toBe('2026-11-21'); // 23:59:59 in Dubai
    expect(dubaiToday(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22'); // midnight in Dubai
    expect(dubaiToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('does not depend on the zone the browser is in', () => {
    const instant = new Date('2026-11-21T22:30:00Z'); // 02:30 on the 22nd in Dubai
    for (const zone of ['America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC']) {
      inZone(zone);
      expect(dubaiToday(instant), zone).toBe('2026-11-22');
    }
  });

  it('agrees with Intl.DateTimeFormat in Asia/Dubai, every hour of 2026, around midnight and across the years', () => {
    const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60 * 1000) instants.push(t, t + 59 * 60 * 1000 + 59_999);
    for (let year = 1990; year <= 2060; year += 7) instants.push(Date.UTC(year, 1, 28, 19, 59, 59, 999), Date.UTC(year, 11, 31, 20, 0));
    for (const t of instants) expect(dubaiToday(new Date(t)), new Date(t).toISOString()).toBe(iso.format(t));
  });
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
    expect(bookingWindow(now)).toEqual({ first: '2026-11-22', last: '2027-02-20' });
  });

  it("disables days before Dubai's today and beyond 90 days, for a visitor in New York", () => {
    inZone('America/New_York');
    const window = bookingWindow(now);
    expect(isBookableDay(new Date(2026, 10, 21), window)).toBe(false); // the visitor's today, already past in Dubai
    expect(isBookableDay(new Date(2026, 10, 22), window)).toBe(true);
    expect(isBookableDay(new Date(2027, 1, 20), window)).toBe(true); // day 90
    expect(isBookableDay(new Date(2027, 1, 21), window)).toBe(false); // day 91
  });

  it('offers Dubai today to a visitor in Tokyo, who is already on a later day', () => {
    inZone('Asia/Tokyo');
    const evening = new Date('2026-11-22T16:00:00Z'); // 20:00 in Dubai on the 22nd, 01:00 on the 23rd in Tokyo
    const window = bookingWindow(evening);
    expect(window.first).toBe('2026-11-22');
    expect(isBookableDay(new Date(2026, 10, 22), window)).toBe(true);
  });
});
