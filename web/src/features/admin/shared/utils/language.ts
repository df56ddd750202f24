import type { ApiSchema } from '@/lib/api-types';

import { oneOf } from './parse';

/**
 * A booking's language (docs/product.md, Booking language): the language of the page the guest booked on.
 * Their e-mails are written in it; the dashboard stays English and only names it.
 */
export type BookingLanguage = ApiSchema<'Language'>;

export const bookingLanguages = ['en', 'ar'] as const satisfies readonly BookingLanguage[];

/** Reads a booking's `language`: anything but en or ar is a broken answer. */
export const readLanguage = oneOf<BookingLanguage>(bookingLanguages);

/** The language as the dashboard names it, in English. */
export function languageName(language: BookingLanguage): 'English' | 'Arabic' {
  return language === 'ar' ? 'Arabic' : 'English';
}
