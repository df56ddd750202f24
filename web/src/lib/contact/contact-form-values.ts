import type { MessageId } from '@/lib/i18n';
import type { z } from '@/lib/zod';

import type { contactFormSchema } from './contact-form-schema';

/**
 * The contact form's messages: catalog ids, the server's codes for the rules it checks alike (docs/product.md), said
 * in the page's language where they are shown (src/lib/server-messages.ts, sayFormMessage).
 */
export const contactMessages = {
  name: 'error.name.too_short',
  nameTooLong: 'error.name.too_long',
  email: 'error.email.invalid',
  phone: 'error.phone.invalid',
  message: 'error.message.too_short',
  messageTooLong: 'error.message.too_long',
} as const satisfies Record<string, MessageId>;

/**
 * Phone is optional; when given it follows the server's rule: at least 10 characters, only
 * digits, spaces and + - ( ) . with a leading +, and at least 7 digits.
 */
export function isValidOptionalPhone(phone: string): boolean {
  if (phone === '') return true;
  if (phone.length < 10 || phone.length > 30) return false;
  if (!/^\+?[\d\s\-().]+$/.test(phone)) return false;
  return (phone.match(/\d/g)?.length ?? 0) >= 7;
}

/** What the form's fields hold. */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** What is sent: the same fields, trimmed and checked. */
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormInput = { name: '', email: '', phone: '', message: '', marketing: false };
