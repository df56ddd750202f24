import { describe, expect, it } from 'vitest';

import { formatAedAmount, formatCalendarDate, formatDay, formatMoment } from './format';

describe('admin formatting', () => {
  it('shows AED amounts with two decimals, from the string', () => {
    expect(formatAedAmount('450.00')).toBe('AED 450.00');
    expect(formatAedAmount('450')).toBe('AED 450.00');
    expect(formatAedAmount('1250.5')).toBe('AED 1,250.50');
    expect(formatAedAmount('0.00')).toBe('AED 0.00');
    expect(formatAedAmount(1234567)).toBe('AED 1,234,567.00');
    expect(formatAedAmount('-20.10')).toBe('AED -20.10');
  });

  it('shows the calendar day as sent, whatever the zone', () => {
    expect(formatCalendarDate('2026-05-01')).toBe('May 1, 2026');
    expect(formatCalendarDate('2026-12-31T00:00:00+04:00')).toBe('Dec 31, 2026');
    expect(formatCalendarDate('later')).toBe('later');
  });

  it("shows moments in the spa's day, or N/A", () => {
    expect(formatDay('2026-04-30T21:30:00Z', 'Asia/Dubai')).toBe('May 1, 2026');
    expect(formatDay(null, 'Asia/Dubai')).toBe('N/A');
    expect(formatDay('', 'Asia/Dubai')).toBe('N/A');
    expect(formatDay('not a date', 'Asia/Dubai')).toBe('N/A');
    expect(formatMoment('2026-04-30T21:30:00Z', 'Asia/Dubai')).toBe('May 1, 2026, 1:30 AM');
  });

  it('follows the spa to another zone', () => {
    expect(formatDay('2026-04-30T21:30:00Z', 'America/New_York')).toBe('Apr 30, 2026');
    expect(formatMoment('2026-04-30T21:30:00Z', 'America/New_York')).toBe('Apr 30, 2026, 5:30 PM');
  });
});
