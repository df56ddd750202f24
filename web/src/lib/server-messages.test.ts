import { describe, expect, it } from 'vitest';

import type { MessageId } from './i18n';
import { closingTimeOf, localizeMessage } from './server-messages';

const closing = (time: string) => `This treatment would end after closing time (${time}). Please choose an earlier time.`;

describe('closingTimeOf', () => {
  it("reads the server's closing time as HH:MM", () => {
    expect(closingTimeOf(closing('10:00 PM'))).toBe('22:00');
    expect(closingTimeOf(closing('9:30 AM'))).toBe('09:30');
    expect(closingTimeOf(closing('12:00 PM'))).toBe('12:00');
    expect(closingTimeOf(closing('12:30 AM'))).toBe('00:30');
  });

  it('is null for any other message', () => {
    expect(closingTimeOf('Please select a booking time.')).toBeNull();
    expect(closingTimeOf(`${closing('10:00 PM')} Extra.`)).toBeNull();
  });
});

describe('localizeMessage', () => {
  const known: Record<string, MessageId> = { 'Please select a booking time.': 'booking.error.bookingTime' };
  const t = (id: MessageId) => `[${id}]`;

  it('an English page: the words as they are', () => {
    expect(localizeMessage('Please select a booking time.', 'en', t, known)).toEqual({
      text: 'Please select a booking time.',
      lang: undefined,
    });
  });

  it('an Arabic page: a known message, then the details rule, then the English marked lang=en', () => {
    expect(localizeMessage('Please select a booking time.', 'ar', t, known).text).toBe('[booking.error.bookingTime]');
    expect(localizeMessage('Ten guests.', 'ar', t, known, () => 'عشرة')).toEqual({ text: 'عشرة', lang: undefined });
    expect(localizeMessage('Ten guests.', 'ar', t, known, () => null)).toEqual({ text: 'Ten guests.', lang: 'en' });
  });

  it("a message named like an object's own property is not taken for a known one", () => {
    expect(localizeMessage('toString', 'ar', t, known)).toEqual({ text: 'toString', lang: 'en' });
    expect(localizeMessage('constructor', 'ar', t, known)).toEqual({ text: 'constructor', lang: 'en' });
  });
});
