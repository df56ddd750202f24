import { describe, expect, it } from 'vitest';

import { formatLongDate, formatShortDate, machineDate } from './post-dates';

describe('post dates', () => {
  it('uses the US long format', () => {
    expect(formatLongDate('2026-11-10T05:00:00Z', 'Asia/Dubai')).toBe('November 10, 2026');
    expect(formatLongDate('2026-07-07T05:00:00Z', 'Asia/Dubai')).toBe('July 7, 2026');
  });

  it('uses the short month and day in the sidebar', () => {
    expect(formatShortDate('2026-11-10T05:00:00Z', 'Asia/Dubai')).toBe('Nov 10');
    expect(formatShortDate('2026-07-07T05:00:00Z', 'Asia/Dubai')).toBe('Jul 7');
  });

  it('writes Arabic dates with Western digits', () => {
    expect(formatLongDate('2026-11-09T22:30:00Z', 'Asia/Dubai', 'ar')).toBe('10 نوفمبر 2026');
    expect(formatShortDate('2026-07-07T05:00:00Z', 'Asia/Dubai', 'ar')).toBe('7 يوليو');
  });

  it("dates a post on the spa's calendar, whatever the visitor's zone", () => {
    // 22:30 UTC on 9 November is already 10 November in Dubai.
    expect(formatLongDate('2026-11-09T22:30:00Z', 'Asia/Dubai')).toBe('November 10, 2026');
    expect(formatShortDate('2026-11-09T22:30:00+00:00', 'Asia/Dubai')).toBe('Nov 10');
    expect(machineDate('2026-11-09T22:30:00Z', 'Asia/Dubai')).toBe('2026-11-10');
    // A spa in London dates the same post a day earlier.
    expect(formatLongDate('2026-11-09T22:30:00Z', 'Europe/London')).toBe('November 9, 2026');
    expect(machineDate('2026-11-09T22:30:00Z', 'Europe/London')).toBe('2026-11-09');
  });

  it('has no date when the date is missing or unreadable (the page says so)', () => {
    for (const value of ['', null, undefined, 'not a date']) {
      expect(formatLongDate(value, 'Asia/Dubai')).toBeUndefined();
      expect(formatShortDate(value, 'Asia/Dubai', 'ar')).toBeUndefined();
      expect(machineDate(value, 'Asia/Dubai')).toBeUndefined();
    }
  });

  it.each(['Asia/Dubai', 'America/New_York'])('agrees with Intl.DateTimeFormat in %s, every six hours of 2026 and across the years', (timeZone) => {
    const zone = { timeZone } as const;
    const long = new Intl.DateTimeFormat('en-US', { ...zone, month: 'long', day: 'numeric', year: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', { ...zone, month: 'short', day: 'numeric' });
    const iso = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const arLong = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { ...zone, month: 'long', day: 'numeric', year: 'numeric' });
    const arShort = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { ...zone, month: 'short', day: 'numeric' });
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 6 * 60 * 60 * 1000) instants.push(t);
    for (let year = 1990; year <= 2060; year += 7) instants.push(Date.UTC(year, 1, 28, 21, 30), Date.UTC(year, 11, 31, 20, 0));
    for (const t of instants) {
      const value = new Date(t).toISOString();
      expect(formatLongDate(value, timeZone), value).toBe(long.format(t));
      expect(formatShortDate(value, timeZone), value).toBe(short.format(t));
      expect(machineDate(value, timeZone), value).toBe(iso.format(t));
      expect(formatLongDate(value, timeZone, 'ar'), value).toBe(arLong.format(t));
      expect(formatShortDate(value, timeZone, 'ar'), value).toBe(arShort.format(t));
    }
  });
});
