import { describe, expect, it } from 'vitest';

import { formatCalendarDay, formatInstantDay } from './dates';

describe('privacy dates', () => {
  it('writes a calendar day in either language', () => {
    expect(formatCalendarDay('2026-11-29', 'en')).toBe('November 29, 2026');
    expect(formatCalendarDay('2026-11-29', 'ar')).toBe('29 نوفمبر 2026');
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
  });

  it("reads an instant on the spa's calendar, not the browser's", () => {
    // 22:30 UTC is already the next day in Dubai.
    expect(formatInstantDay('2026-11-28T22:30:00Z', 'en', 'Asia/Dubai')).toBe('November 29, 2026');
    expect(formatInstantDay('not a time', 'en', 'Asia/Dubai')).toBe('not a time');
  });
});
