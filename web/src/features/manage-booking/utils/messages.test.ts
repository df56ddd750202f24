import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { i18n, loadLocale, loadMessages, type MessageId, type Values } from '@/lib/i18n';

import { arabicCutoff, localizeManageError, reasonOf } from './messages';

const t = (id: MessageId, values?: Values) => i18n._(id, values);
const spa = { cutoff: '12 ساعة', phone: '+971 4 555 0199', whatsapp: '971529876543' };
const cutoff =
  'Changes online are possible until 12 hours before your appointment. Please call +971 4 555 0199 or message us on WhatsApp at +971529876543.';
const refusal = (status: number, body: object) => new ApiError(status, 'Refused', JSON.stringify(body));
const cutoffRefusal = refusal(409, { message: cutoff, code: 'manage.cutoff', params: { cutoff: '12 hours' } });

beforeAll(async () => {
  await Promise.all([loadMessages('manage', 'en'), loadMessages('errors', 'en')]);
});
afterEach(async () => {
  await loadLocale('en');
});

describe("the manage page's server answers in the page language, by code", () => {
  it('English: the catalog says what the server says', () => {
    expect(localizeManageError(cutoffRefusal, 'en', t, spa)).toEqual({ text: cutoff, lang: undefined });
    const closing = refusal(409, {
      message: 'This treatment would end after closing time (10:00 PM). Please choose an earlier time.',
      code: 'booking.after_closing',
      params: { close: '22:00' },
    });
    expect(localizeManageError(closing, 'en', t, spa)?.text).toBe(
      'This treatment would end after closing time (10:00 PM). Please choose an earlier time.',
    );
  });

  it('Arabic: by the code, with the page\'s cut-off words and the contact left to right', async () => {
    await loadLocale('ar');
    await Promise.all([loadMessages('manage'), loadMessages('errors')]);
    expect(localizeManageError(cutoffRefusal, 'ar', t, spa)).toEqual({
      text: 'يمكن تعديل الحجز أو إلغاؤه عبر الإنترنت حتى 12 ساعة قبل موعدك. يُرجى الاتصال بنا على \u200e+971 4 555 0199\u200e أو مراسلتنا عبر واتساب على \u200e+971529876543\u200e.',
      lang: undefined,
    });
    const fields = refusal(400, { message: 'Check.', code: 'fields.check', errors: {}, fields: {} });
    expect(localizeManageError(fields, 'ar', t, spa)?.text).toBe('يُرجى مراجعة التاريخ والوقت المختارين.');
    const unknown = refusal(409, { message: 'Something new.', code: 'manage.something_new' });
    expect(localizeManageError(unknown, 'ar', t, spa)).toEqual({ text: 'Something new.', lang: 'en' });
    expect(localizeManageError(new Error('offline'), 'ar', t, spa)).toBeNull();
  });

  it("knows the reason a booking can no longer be changed from its status", () => {
    expect(reasonOf('cancelled')).toBe('cancelled');
    expect(reasonOf('completed')).toBe('locked');
    expect(reasonOf('no_show')).toBe('locked');
    expect(reasonOf('pending')).toBe('cutoff');
    expect(reasonOf('confirmed')).toBe('cutoff');
  });

  it('says a cut-off of two hours or minutes in the genitive after حتى', () => {
    expect(arabicCutoff('ساعتان')).toBe('ساعتين');
    expect(arabicCutoff('دقيقتان')).toBe('دقيقتين');
    expect(arabicCutoff('12 ساعة')).toBe('12 ساعة');
    expect(arabicCutoff('ساعة واحدة')).toBe('ساعة واحدة');
  });
});
