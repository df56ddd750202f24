import { afterEach, describe, expect, it } from 'vitest';

import { calendarDateIn, isKnownTimeZone, isoDate, minuteOfDayIn, spaTimeAt, spaToday } from './spa-clock';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Every hour of 2026 with the last millisecond before each, and days around midnight across the years. */
function instants(): number[] {
  const out: number[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60 * 1000) out.push(t, t + 59 * 60 * 1000 + 59_999);
  for (let year = 1990; year <= 2060; year += 7) out.push(Date.UTC(year, 1, 28, 19, 59, 59, 999), Date.UTC(year, 11, 31, 20, 0));
  return out;
}

describe('spaToday', () => {
  it("is the calendar date in Dubai (UTC+4), not the browser's or UTC's", () => {
    expect(spaToday('Asia/Dubai', new Date('2026-11-21T19:59:59Z'))).toBe('2026-11-21'); // 23:59:59 in Dubai
    expect(spaToday('Asia/Dubai', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22'); // midnight in Dubai
    expect(spaToday('Asia/Dubai', new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it("follows the spa's zone when it is not Dubai, daylight saving included", () => {
    const instant = new Date('2026-11-22T03:30:00Z'); // 22 November in Dubai; 22:30 on the 21st in New York (EST)
    expect(spaToday('Asia/Dubai', instant)).toBe('2026-11-22');
    expect(spaToday('America/New_York', instant)).toBe('2026-11-21');
    expect(spaToday('America/New_York', new Date('2026-07-01T03:30:00Z'))).toBe('2026-06-30'); // 23:30 EDT
    expect(spaToday('America/New_York', new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01'); // midnight EDT
    expect(spaToday('UTC', instant)).toBe('2026-11-22');
  });

  it('does not depend on the zone the browser is in', () => {
    const instant = new Date('2026-11-21T22:30:00Z'); // 02:30 on the 22nd in Dubai
    for (const zone of ['America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(spaToday('Asia/Dubai', instant), zone).toBe('2026-11-22');
      expect(spaToday('Europe/London', instant), zone).toBe('2026-11-21');
    }
  });

  // The zones worked out by hand must agree with the browser's own zone data; the others go through it.
  it.each(['Asia/Dubai', 'UTC', 'Etc/UTC', 'America/New_York', 'Asia/Kolkata'])('agrees with Intl.DateTimeFormat in %s', (zone) => {
    const iso = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (const t of instants()) expect(spaToday(zone, new Date(t)), new Date(t).toISOString()).toBe(iso.format(t));
  });
});

describe('calendarDateIn', () => {
  it('counts months from 0, as Date does', () => {
    expect(calendarDateIn('Asia/Dubai', new Date('2026-01-31T20:00:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
    expect(calendarDateIn('America/Los_Angeles', new Date('2026-01-01T07:59:00Z'))).toEqual({ year: 2025, month: 11, day: 31 });
    expect(isoDate({ year: 987, month: 0, day: 5 })).toBe('0987-01-05');
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones and refuses names the browser does not', () => {
    expect(isKnownTimeZone('Asia/Dubai')).toBe(true);
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('minuteOfDayIn', () => {
  it("reads the minute in the spa's zone, not the browser's", () => {
    const now = new Date('2026-11-21T21:30:00Z'); // 01:30 on the 22nd in Dubai; 16:30 on the 21st in New York
    for (const zone of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = zone;
      expect(minuteOfDayIn('Asia/Dubai', now), zone).toBe(90);
      expect(spaToday('Asia/Dubai', now), zone).toBe('2026-11-22');
    }
    expect(minuteOfDayIn('America/New_York', now)).toBe(16 * 60 + 30);
  });
});

describe('spaTimeAt', () => {
  it("writes the time in the spa's zone as HH:MM, midnight as 00", () => {
    process.env.TZ = 'America/New_York';
    expect(spaTimeAt('Asia/Dubai', new Date('2026-11-21T21:30:00Z'))).toBe('01:30');
    expect(spaTimeAt('Asia/Dubai', new Date('2026-11-21T20:00:00Z'))).toBe('00:00');
    expect(spaTimeAt('Europe/London', new Date('2026-07-01T14:05:00Z'))).toBe('15:05');
  });
});
