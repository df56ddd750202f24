import { describe, expect, it } from 'vitest';

import { addDays, formatBookingDay, formatLongDate } from './dates';

describe('manage page dates', () => {
  it('writes a day as people read it, whatever the browser zone', () => {
    expect(formatLongDate('2026-11-29')).toBe('Sunday, 29 November 2026');
    expect(formatLongDate('not a day')).toBe('not a day');
    expect(formatBookingDay('2026-11-29', 'en')).toBe('Sunday, 29 November 2026');
  });
  it('in Arabic with its weekday and Western digits', () => {
    expect(formatBookingDay('2026-11-29', 'ar')).toBe('الأحد، 29 نوفمبر 2026');
    expect(formatBookingDay('not a day', 'ar')).toBe('not a day');
  });
  it('moves a day by calendar days', () => {
    expect(addDays('2026-11-29', 90)).toBe('2027-02-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
