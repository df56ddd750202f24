import { describe, expect, it } from 'vitest';

import { formatCalendarDate, formatDay, formatMoment } from './format';

describe('admin formatting', () => {
  it('shows the calendar day as sent, whatever the zone, day first', () => {
    expect(formatCalendarDate('2026-05-01')).toBe('1 May 2026');
    expect(formatCalendarDate('2026-12-31T00:00:00+04:00')).toBe('31 Dec 2026');
    expect(formatCalendarDate('later')).toBe('later');
    expect(formatCalendarDate('2026-13-01')).toBe('2026-13-01');
  });

  it("shows moments in the spa's day, or N/A", () => {
    expect(formatDay('2026-04-30T21:30:00Z', 'Asia/Dubai')).toBe('1 May 2026');
    expect(formatDay(null, 'Asia/Dubai')).toBe('N/A');
    expect(formatDay('', 'Asia/Dubai')).toBe('N/A');
    expect(formatDay('not a date', 'Asia/Dubai')).toBe('N/A');
    expect(formatMoment('2026-04-30T21:30:00Z', 'Asia/Dubai')).toBe('1 May 2026, 1:30 AM');
    expect(formatMoment('2026-11-28T08:05:00Z', 'Asia/Dubai')).toBe('28 Nov 2026, 12:05 PM');
    expect(formatMoment('2026-11-27T20:00:00Z', 'Asia/Dubai')).toBe('28 Nov 2026, 12:00 AM');
  });

  it('follows the spa to another zone', () => {
    expect(formatDay('2026-04-30T21:30:00Z', 'America/New_York')).toBe('30 Apr 2026');
    expect(formatMoment('2026-04-30T21:30:00Z', 'America/New_York')).toBe('30 Apr 2026, 5:30 PM');
  });
});
