import { describe, expect, it } from 'vitest';

import { formatAedAmount, formatCalendarDate, formatDay, formatMoment, formatTime12, spaToday } from './format';

describe('admin formatting', () => {
  it('shows AED amounts with two decimals, from the string', () => {
    expect(formatAedAmount('450.00')).toBe('AED 450.00');
    expect(formatAedAmount('450')).toBe('AED 450.00');
    expect(formatAedAmount('1250.5')).toBe('AED 1,250.50');
    expect(formatAedAmount('0.00')).toBe('AED 0.00');
    expect(formatAedAmount(1234567)).toBe('AED 1,234,567.00');
    expect(formatAedAmount('-20.10')).toBe('AED -20.10');
  });

  it('shows times in 12-hour form', () => {
    expect(formatTime12('09:00')).toBe('9:00 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('00:30')).toBe('12:30 AM');
    expect(formatTime12('21:00')).toBe('9:00 PM');
    expect(formatTime12('soon')).toBe('soon');
  });

  it('shows the calendar day as sent, whatever the zone', () => {
    expect(formatCalendarDate('2026-05-01')).toBe('May 1, 2026');
    expect(formatCalendarDate('2026-12-31T00:00:00+04:00')).toBe('Dec 31, 2026');
    expect(formatCalendarDate('later')).toBe('later');
  });

  it("shows moments in Dubai's day, or N/A", () => {
    expect(formatDay('2026-04-30T21:30:00Z')).toBe('May 1, 2026');
    expect(formatDay(null)).toBe('N/A');
    expect(formatDay('')).toBe('N/A');
    expect(formatDay('not a date')).toBe('N/A');
    expect(formatMoment('2026-04-30T21:30:00Z')).toBe('May 1, 2026, 1:30 AM');
  });
});

describe('the spa day', () => {
  it("is Dubai's calendar day, whatever the browser's zone", () => {
    expect(spaToday(new Date('2026-05-01T19:59:00Z'))).toBe('2026-05-01');
    expect(spaToday(new Date('2026-05-01T20:00:00Z'))).toBe('2026-05-02');
    expect(spaToday(new Date('2026-05-31T20:30:00Z'))).toBe('2026-06-01');
  });
});
