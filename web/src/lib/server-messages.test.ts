import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { i18n, loadLocale, loadMessages, type MessageId, type Values } from './i18n';
import { formMessage, sayFormMessage, sayServerError, serverErrorCode, serverFieldMessages } from './server-messages';

const t = (id: MessageId, values?: Values) => i18n._(id, values);
const refusal = (status: number, body: object) => new ApiError(status, 'Refused', JSON.stringify(body));

beforeAll(async () => {
  await loadMessages('errors', 'en');
});
afterEach(async () => {
  await loadLocale('en');
});

describe('server messages by code', () => {
  it("a form keeps a field's code and values, or the server's words for a code the app does not know", () => {
    const error = refusal(400, {
      message: 'Please check the highlighted fields.',
      code: 'fields.check',
      errors: { customerEmail: 'Words that changed.', customerName: 'Must be a string.', extra: 'A new rule.' },
      fields: { customerEmail: { code: 'email.invalid' }, customerName: { code: 'field.kind', params: { kind: 'string' } }, extra: { code: 'new.rule' } },
    });
    expect(serverFieldMessages(error)).toEqual({
      customerEmail: 'error.email.invalid',
      customerName: 'error.field.kind?kind=string',
      extra: 'A new rule.',
    });
    expect(serverFieldMessages(refusal(409, { message: 'Full.', code: 'booking.slot_full' }))).toEqual({});
    expect(serverFieldMessages(new Error('offline'))).toEqual({});
  });

  it('says a form message in the page language with its values', async () => {
    expect(sayFormMessage(formMessage('error.field.kind', { kind: 'object' }), 'en', t)).toEqual({
      text: 'Must be an object.',
      lang: undefined,
    });
    await loadLocale('ar');
    await loadMessages('errors');
    expect(sayFormMessage('error.email.invalid', 'ar', t)).toEqual({ text: 'يُرجى إدخال بريد إلكتروني صحيح.', lang: undefined });
    expect(sayFormMessage('A new rule.', 'ar', t)).toEqual({ text: 'A new rule.', lang: 'en' });
  });

  it("says a failed call's answer by its code, whatever its English words, and the words of an unknown code", async () => {
    await loadLocale('ar');
    await loadMessages('errors');
    const full = refusal(409, { message: 'Reworded by someone.', code: 'booking.slot_full' });
    expect(sayServerError(full, 'ar', t)).toEqual({ text: 'لم يعد هذا الموعد متاحًا. يُرجى اختيار وقت آخر.', lang: undefined });
    expect(serverErrorCode(full)).toBe('booking.slot_full');
    expect(sayServerError(refusal(409, { message: 'Brand new.', code: 'brand.new' }), 'ar', t)).toEqual({ text: 'Brand new.', lang: 'en' });
    // No code (an older server, a proxy's page): its words, never matched against the catalog.
    expect(sayServerError(refusal(409, { message: 'This time slot is no longer available. Please choose another time.' }), 'ar', t)?.lang).toBe('en');
    expect(sayServerError(refusal(502, {}), 'ar', t)).toBeNull();
    expect(sayServerError(new Error('offline'), 'ar', t)).toBeNull();
  });

  it("keeps the client rule for a non-2xx: the error's message is the status, a colon, a space and the body", () => {
    const body = JSON.stringify({ message: 'Too many requests. Please try again in a minute.', code: 'rate.too_many' });
    expect(new ApiError(429, 'Too Many Requests', body).message).toBe(`429: ${body}`);
  });
});
