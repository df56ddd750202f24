import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { i18n, loadLocale, loadMessages, type MessageId, type Values } from '@/lib/i18n';
import { formMessage } from '@/lib/server-messages';

import { bookingMessages } from '../api/create-booking';
import { localizeBookingError, localizeBookingMessage } from './messages';

const t = (id: MessageId, values?: Values) => i18n._(id, values);
const spa = { phone: '+971 4 555 0199', whatsapp: '971529876543' };
const guestLimit = (words: string, count: number) =>
  new ApiError(429, 'Too Many Requests', JSON.stringify({ message: words, code: 'booking.guest_limit', params: { count: String(count) } }));
const serverGuestLimit =
  'You already have 3 pending booking requests for that day. Please call +971 4 555 0199 or message us on WhatsApp at +971529876543 to book more.';
const closing = (close: string) =>
  new ApiError(409, 'Conflict', JSON.stringify({ message: 'Too late.', code: 'booking.after_closing', params: { close } }));

/** The English words the form's own checks show (the server's for the same rules, docs/product.md). */
const english: Record<keyof typeof bookingMessages, string> = {
  serviceId: 'Please select a service.',
  customerName: 'Name must be at least 2 characters.',
  customerNameTooLong: 'Name must be at most 100 characters.',
  customerEmail: 'Please enter a valid email address.',
  customerPhone: 'Please enter a valid phone number.',
  bookingDate: 'Please select a booking date.',
  bookingDateRange: 'Please choose a date from today up to 90 days ahead.',
  bookingTime: 'Please select a booking time.',
  specialRequestsTooLong: 'Special requests must be at most 1000 characters.',
  preference: 'Please choose a therapist preference.',
};

beforeAll(async () => {
  await Promise.all([loadMessages('booking', 'en'), loadMessages('errors', 'en')]);
});
afterEach(async () => {
  await loadLocale('en');
});

describe('the booking messages in the page language, by code', () => {
  it("an English page shows the form's messages in the product's words, and the server's as it words them", () => {
    for (const [key, id] of Object.entries(bookingMessages)) {
      expect(localizeBookingMessage(id, 'en', t, spa)).toEqual({ text: english[key as keyof typeof english], lang: undefined });
    }
    expect(localizeBookingError(guestLimit(serverGuestLimit, 3), 'en', t, spa)).toEqual({ text: serverGuestLimit, lang: undefined });
    expect(localizeBookingError(closing('22:00'), 'en', t, spa)?.text).toBe(
      'This treatment would end after closing time (10:00 PM). Please choose an earlier time.',
    );
    expect(localizeBookingMessage('Something new.', 'en', t, spa)).toEqual({ text: 'Something new.', lang: undefined });
  });

  describe('on an Arabic page', () => {
    const say = (message: string) => localizeBookingMessage(message, 'ar', t, spa);
    const arabic = async () => {
      await loadLocale('ar');
      await Promise.all([loadMessages('booking'), loadMessages('errors')]);
    };

    it("the form's own messages and the server's field codes are Arabic", async () => {
      await arabic();
      expect(say(bookingMessages.customerName)).toEqual({ text: 'يجب ألّا يقل الاسم عن حرفين.', lang: undefined });
      expect(say(formMessage('error.time.not_listed')).text).toBe('يُرجى اختيار أحد الأوقات المعروضة.');
      expect(say(formMessage('error.field.kind', { kind: 'string' })).text).toBe('يجب أن تكون القيمة من نوع string.');
      for (const message of Object.values(bookingMessages)) expect(say(message).lang, message).toBeUndefined();
    });

    it("the server's answers about a time by their code, the closing time written the Arabic way", async () => {
      await arabic();
      expect(localizeBookingError(closing('22:00'), 'ar', t, spa)?.text).toBe(
        'سينتهي هذا العلاج بعد موعد الإغلاق (10:00 م). يُرجى اختيار وقت أبكر.',
      );
      expect(localizeBookingError(closing('00:30'), 'ar', t, spa)?.text).toContain('(12:30 ص)');
    });

    it("the day's limit per guest, with the count the server gave and the spa's numbers left to right", async () => {
      await arabic();
      expect(localizeBookingError(guestLimit('Any words at all.', 3), 'ar', t, spa)?.text).toBe(
        'بلغ عدد طلبات الحجز التي تنتظر التأكيد لديك في ذلك اليوم الحدّ المسموح به (3). لحجز المزيد، يُرجى الاتصال بنا على \u200e+971 4 555 0199\u200e أو مراسلتنا عبر واتساب على \u200e+971529876543\u200e.',
      );
    });

    it('a code the app does not know, or words without one, are shown as the server wrote them, marked English', async () => {
      await arabic();
      expect(say('The spa is on fire.')).toEqual({ text: 'The spa is on fire.', lang: 'en' });
      const unknown = new ApiError(409, 'Conflict', JSON.stringify({ message: 'The spa is on fire.', code: 'spa.on_fire' }));
      expect(localizeBookingError(unknown, 'ar', t, spa)).toEqual({ text: 'The spa is on fire.', lang: 'en' });
      // English words the app once matched are no longer read: without a code they stay English.
      expect(say('Please select a booking time.')).toEqual({ text: 'Please select a booking time.', lang: 'en' });
    });
  });
});
