import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, loadLocale, loadMessages, type MessageId, type Values } from '@/lib/i18n';

import { bookingMessages } from '../api/create-booking';
import { localizeBookingMessage } from './messages';

const t = (id: MessageId, values?: Values) => i18n._(id, values);
const spa = { phone: '+971 4 555 0199', whatsapp: '971529876543' };
const guestLimit =
  'You already have 3 pending booking requests for that day. Please call +971 4 555 0199 or message us on WhatsApp at +971529876543 to book more.';

beforeAll(async () => {
  await loadMessages('booking', 'en');
});
afterEach(async () => {
  await loadLocale('en');
});

describe('the booking messages in the page language', () => {
  it('an English page shows every message exactly as the form or the server wrote it', () => {
    for (const message of [...Object.values(bookingMessages), guestLimit, 'Something new.']) {
      expect(localizeBookingMessage(message, 'en', t, spa)).toEqual({ text: message, lang: undefined });
    }
  });

  describe('on an Arabic page', () => {
    const say = (message: string) => localizeBookingMessage(message, 'ar', t, spa);

    it("the form's own messages and the server's field messages are Arabic", async () => {
      await loadLocale('ar');
      await loadMessages('booking');
      expect(say(bookingMessages.customerName)).toEqual({ text: 'يجب ألّا يقل الاسم عن حرفين.', lang: undefined });
      expect(say('Please select one of the listed times.').text).toBe('يُرجى اختيار أحد الأوقات المعروضة.');
      expect(say('This service is currently unavailable. Please choose another.').text).toBe(
        'هذا العلاج غير متاح حاليًا. يُرجى اختيار علاج آخر.',
      );
      for (const message of Object.values(bookingMessages)) expect(say(message).lang, message).toBeUndefined();
    });

    it("the server's answers about a time, the closing time written the Arabic way", async () => {
      await loadLocale('ar');
      await loadMessages('booking');
      expect(say('This time slot is no longer available. Please choose another time.').text).toBe(
        'لم يعد هذا الموعد متاحًا. يُرجى اختيار وقت آخر.',
      );
      expect(say('This treatment would end after closing time (10:00 PM). Please choose an earlier time.').text).toBe(
        'سينتهي هذا العلاج بعد موعد الإغلاق (10:00 م). يُرجى اختيار وقت أبكر.',
      );
      expect(say('This treatment would end after closing time (12:30 AM). Please choose an earlier time.').text).toContain('(12:30 ص)');
    });

    it("the day's limit per guest, with the count the server gave and the spa's numbers left to right", async () => {
      await loadLocale('ar');
      await loadMessages('booking');
      expect(say(guestLimit).text).toBe(
        'بلغ عدد طلبات الحجز التي تنتظر التأكيد لديك في ذلك اليوم الحدّ المسموح به (3). لحجز المزيد، يُرجى الاتصال بنا على \u200e+971 4 555 0199\u200e أو مراسلتنا عبر واتساب على \u200e+971529876543\u200e.',
      );
    });

    it('words the app does not know are shown as the server wrote them, marked English', async () => {
      await loadLocale('ar');
      await loadMessages('booking');
      expect(say('The spa is on fire.')).toEqual({ text: 'The spa is on fire.', lang: 'en' });
    });
  });
});
