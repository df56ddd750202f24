import { describe, expect, it } from 'vitest';

import { formatCalendarDate, formatDay, formatMoment } from './format';

describe('admin formatting', () => {
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
