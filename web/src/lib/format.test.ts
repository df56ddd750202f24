import { describe, expect, it } from 'vitest';

import { formatDay, formatDuration, formatMinutes, formatPrice, formatTime, formatTime12, parseCalendarDay } from './format';

describe('formatPrice: one money format per language', () => {
  it.each([
    ['350.00', 'AED 350.00', '350.00 د.إ'],
    ['350', 'AED 350.00', '350.00 د.إ'],
    ['350.5', 'AED 350.50', '350.50 د.إ'],
    ['1250.75', 'AED 1,250.75', '1,250.75 د.إ'],
    ['0.10', 'AED 0.10', '0.10 د.إ'],
    ['007.00', 'AED 7.00', '7.00 د.إ'],
    ['1000000.00', 'AED 1,000,000.00', '1,000,000.00 د.إ'],
    [280, 'AED 280.00', '280.00 د.إ'],
    [1234567, 'AED 1,234,567.00', '1,234,567.00 د.إ'],
    ['-20.10', 'AED -20.10', '-20.10 د.إ'],
  ])('%s -> %s, %s', (input, english, arabic) => {
    expect(formatPrice(input, 'en')).toBe(english);
    expect(formatPrice(input, 'ar')).toBe(arabic);
  });

  it('shows text that is not an amount as it is', () => {
    expect(formatPrice('not a price', 'en')).toBe('AED not a price');
  });
});

describe('formatMinutes', () => {
  it('pluralises', () => {
    expect(formatMinutes(60)).toBe('60 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
  });
});

describe('formatTime12', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['00:30', '12:30 AM'],
    ['21:30', '9:30 PM'],
    ['9:05', '9:05 AM'],
    ['14:00:00', '2:00 PM'],
    ['24:00', '24:00'],
    ['soon', 'soon'],
    ['09:00 tomorrow', '09:00 tomorrow'],
  ])('%s -> %s', (input, expected) => {
    expect(formatTime12(input)).toBe(expected);
  });
});

describe("the dashboard's short day", () => {
  it('writes the day first, then the month in three letters, then the year', () => {
    expect(formatDay({ year: 2026, month: 10, day: 28 }, 'en', { short: true })).toBe('28 Nov 2026');
    expect(formatDay({ year: 2027, month: 0, day: 1 }, 'en', { short: true })).toBe('1 Jan 2027');
    expect(formatDay({ year: 2026, month: 8, day: 30 }, 'en', { short: true })).toBe('30 Sep 2026');
  });

  it('leaves Arabic, which has no short month names, as its one form', () => {
    expect(formatDay({ year: 2026, month: 10, day: 28 }, 'ar', { short: true })).toBe('28 نوفمبر 2026');
  });
});

describe('the Arabic formats', () => {
  const arabic = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ar-AE-u-nu-latn', { timeZone: 'UTC', ...options });

  it('writes every day of 2026-2028 as Intl ar-AE with Western digits does, with and without the weekday', () => {
    const long = arabic({ day: 'numeric', month: 'long', year: 'numeric' });
    const withWeekday = arabic({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const english = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const instant = new Date(t);
      const day = { year: instant.getUTCFullYear(), month: instant.getUTCMonth(), day: instant.getUTCDate() };
      expect(formatDay(day, 'ar')).toBe(long.format(instant));
      expect(formatDay(day, 'ar', { weekday: true })).toBe(withWeekday.format(instant));
      expect(formatDay(day, 'en', { weekday: true })).toBe(english.format(instant));
    }
  });

  it('writes every quarter hour as Intl ar-AE does, with ص and م', () => {
    const clock = arabic({ hour: 'numeric', minute: '2-digit', hour12: true });
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      expect(formatTime(`${hh}:${mm}`, 'ar')).toBe(clock.format(new Date(Date.UTC(2026, 0, 1, 0, minutes))));
    }
    expect(formatTime('09:00', 'ar')).toBe('9:00 ص');
    expect(formatTime('21:30', 'ar')).toBe('9:30 م');
    expect(formatTime('21:30', 'en')).toBe('9:30 PM');
  });

  it('puts the amount before د.إ in Arabic, with the same digits and grouping', () => {
    expect(formatPrice('350.00', 'ar')).toBe('350.00 د.إ');
    expect(formatPrice('1250.5', 'ar')).toBe('1,250.50 د.إ');
    expect(formatPrice('350.00', 'en')).toBe('AED 350.00');
  });

  it('counts minutes with the Arabic plural forms', () => {
    expect(formatDuration(1, 'ar')).toBe('دقيقة واحدة');
    expect(formatDuration(2, 'ar')).toBe('دقيقتان');
    expect(formatDuration(10, 'ar')).toBe('10 دقائق');
    expect(formatDuration(30, 'ar')).toBe('30 دقيقة');
    expect(formatDuration(90, 'ar')).toBe('90 دقيقة');
    expect(formatDuration(103, 'ar')).toBe('103 دقائق');
    expect(formatDuration(60, 'en')).toBe('60 minutes');
  });
});

describe('parseCalendarDay: the days the calendar has', () => {
  it('reads a YYYY-MM-DD day with its month from 0', () => {
    expect(parseCalendarDay('2026-11-29')).toEqual({ year: 2026, month: 10, day: 29 });
    expect(parseCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 1, day: 29 });
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-11-00', '2026-11-29T10:00', '29/11/2026', ' 2026-11-29', ''])(
    'refuses %j rather than rolling it into another day',
    (value) => {
      expect(parseCalendarDay(value)).toBeUndefined();
    },
  );
});
