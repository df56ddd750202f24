import { ApiError, type ServerCode } from './api-client';
import { formatTime } from './format';
import { i18n, type Locale, type MessageId, type Translate, type Values } from './i18n';
import type { LocalizedText } from './localized';

/** Left-to-right marks around a phone number in right-to-left plain text: '+971 4 …' is not shown as '… 4 971+'. */
export const ltr = (text: string) => `\u200e${text}\u200e`;

/**
 * A message of a guest's form, as react-hook-form keeps it: the id of a catalog message with its values
 * ('error.email.invalid', 'error.field.kind?kind=string') for the form's own checks and the server's field codes,
 * or the server's English words for a code the app has no message for. Said in the page's language by sayMessage.
 */
export type FormMessage = string;

/** The catalog id of a server message's code: `error.` and the code (src/locales/errors). */
export const errorId = (code: string) => `error.${code}` as MessageId;

/** Whether the active catalogs hold a message of that id (a part's catalog loads with its page). */
function hasMessage(id: string): boolean {
  const messages = i18n.messages as Record<string, unknown> | undefined;
  return messages !== undefined && Object.hasOwn(messages, id);
}

/** A form's message for a catalog id and its values. */
export function formMessage(id: MessageId, params: Readonly<Record<string, string>> = {}): FormMessage {
  const query = new URLSearchParams(params).toString();
  return query === '' ? id : `${id}?${query}`;
}

/** A server field's message as a form keeps it: its code's message, or its English words for an unknown code. */
function serverFieldMessage(coded: ServerCode | undefined, words: string | undefined): FormMessage | undefined {
  if (coded && hasMessage(errorId(coded.code))) return formMessage(errorId(coded.code), coded.params);
  return words;
}

/**
 * The per-field messages of a refused request (a 400) as the guest's forms keep them, by each field's code
 * (`fields`) and, for a code the app does not know, the field's English words (`errors`); empty for any other failure.
 */
export function serverFieldMessages(error: unknown): Record<string, FormMessage> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, FormMessage> = {};
  for (const field of new Set([...Object.keys(error.fieldCodes), ...Object.keys(error.fieldErrors)])) {
    const message = serverFieldMessage(error.fieldCodes[field], error.fieldErrors[field]);
    if (message !== undefined) out[field] = message;
  }
  return out;
}

/** Values a message names, as the page shows them: a time ('22:00') in the page's way ('10:00 PM', '10:00 م'). */
function shown(params: Readonly<Record<string, string>>, locale: Locale): Values {
  const values: Values = { ...params };
  if (params.close !== undefined) values.close = formatTime(params.close, locale);
  if (params.count !== undefined && /^\d+$/.test(params.count)) values.count = Number(params.count);
  if (params.minutes !== undefined && /^\d+$/.test(params.minutes)) values.minutes = Number(params.minutes);
  return values;
}

/**
 * A message in the page's language, by its code, never by its words: the catalog's message for the id, with its
 * values and `extra` (what the page knows better: the spa's phone, …); for an id the catalogs do not hold (a
 * code the app does not know yet), `english`, marked lang="en" on an Arabic page.
 */
function say(
  id: string | null,
  params: Readonly<Record<string, string>>,
  english: string,
  locale: Locale,
  t: Translate,
  extra: Values = {},
): LocalizedText {
  if (id !== null && hasMessage(id)) return { text: t(id as MessageId, { ...shown(params, locale), ...extra }), lang: undefined };
  return { text: english, lang: locale === 'en' ? undefined : 'en' };
}

/** A form's message (FormMessage) in the page's language. */
export function sayFormMessage(message: FormMessage, locale: Locale, t: Translate, extra: Values = {}): LocalizedText {
  const at = message.indexOf('?');
  const id = at < 0 ? message : message.slice(0, at);
  const params = at < 0 ? {} : Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  // The server's English words are never an id (ids have no spaces); they are shown as they are.
  return /\s/.test(id) ? say(null, {}, message, locale, t) : say(id, params, message, locale, t, extra);
}

/**
 * A failed call's message in the page's language, by the code of the server's answer (its English words for a code
 * the app does not know), or null when the answer has neither (a network failure, a body that is not the API's).
 */
export function sayServerError(error: unknown, locale: Locale, t: Translate, extra: Values = {}): LocalizedText | null {
  if (!(error instanceof ApiError)) return null;
  const english = error.serverMessage;
  if (error.code && hasMessage(errorId(error.code.code))) {
    return say(errorId(error.code.code), error.code.params, english ?? '', locale, t, extra);
  }
  return english === null ? null : say(null, {}, english, locale, t);
}

/** The code of a failed call's answer ('booking.slot_full'), or null when it has none. */
export function serverErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? (error.code?.code ?? null) : null;
}
