import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, loadLocale, loadMessages, type MessageId, type Values } from '@/lib/i18n';

import { arabicCutoff, localizeManageMessage } from './messages';

const t = (id: MessageId, values?: Values) => i18n._(id, values);
const spa = { cutoff: '12 ساعة', phone: '+971 4 555 0199', whatsapp: '971529876543' };
const cutoff =
  'Changes online are possible until 12 hours before your appointment. Please call +971 4 555 0199 or message us on WhatsApp at +971529876543.';

beforeAll(async () => {
  await loadMessages('manage', 'en');
});
afterEach(async () => {
  await loadLocale('en');
});

describe("the manage page's server answers in the page language", () => {
  it('English: as the server wrote them', () => {
    expect(localizeManageMessage(cutoff, 'en', t, spa)).toEqual({ text: cutoff, lang: undefined });
  });

  it('Arabic: the known answers in Arabic, the rest as written and marked English', async () => {
    await loadLocale('ar');
    await loadMessages('manage');
    const say = (message: string) => localizeManageMessage(message, 'ar', t, spa);
    expect(say('This link is not valid or has expired. Please contact the spa to change your booking.').text).toBe(
      'هذا الرابط غير صالح أو انتهت صلاحيته. يُرجى التواصل مع المنتجع لتعديل حجزك.',
    );
    expect(say('This time slot is no longer available. Please choose another time.').text).toBe(
      'لم يعد هذا الموعد متاحًا. يُرجى اختيار وقت آخر.',
    );
    expect(say('This treatment would end after closing time (9:00 PM). Please choose an earlier time.').text).toContain('(9:00 م)');
    expect(say(cutoff).text).toBe(
      'يمكن تعديل الحجز أو إلغاؤه عبر الإنترنت حتى 12 ساعة قبل موعدك. يُرجى الاتصال بنا على \u200e+971 4 555 0199\u200e أو مراسلتنا عبر واتساب على \u200e+971529876543\u200e.',
    );
    expect(say('Internal error.')).toEqual({ text: 'Internal error.', lang: 'en' });
  });

  it('says a cut-off of two hours or minutes in the genitive after حتى', () => {
    expect(arabicCutoff('ساعتان')).toBe('ساعتين');
    expect(arabicCutoff('دقيقتان')).toBe('دقيقتين');
    expect(arabicCutoff('12 ساعة')).toBe('12 ساعة');
    expect(arabicCutoff('ساعة واحدة')).toBe('ساعة واحدة');
  });
});
