import { describe, expect, it } from 'vitest';

import { formatBookingDay } from './dates';

describe('manage page dates', () => {
  it('writes a day as the booking page and the e-mails do, whatever the browser zone', () => {
    expect(formatBookingDay('2026-11-29', 'en')).toBe('Sunday, November 29, 2026');
    expect(formatBookingDay('2026-12-05', 'en')).toBe('Saturday, December 5, 2026');
    expect(formatBookingDay('not a day', 'en')).toBe('not a day');
  });
  it('in Arabic with its weekday and Western digits', () => {
    expect(formatBookingDay('2026-11-29', 'ar')).toBe('الأحد، 29 نوفمبر 2026');
    expect(formatBookingDay('not a day', 'ar')).toBe('not a day');
  });
});
