import type { MessageId } from '@/lib/i18n';
import { z } from '@/lib/zod';

/** The contact form's messages (the Go server answers a 400 with the same words). */
export const contactMessages = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  message: 'Message must be at least 10 characters.',
  messageTooLong: 'Message must be at most 5000 characters.',
} as const;

/** Each message's id in the contact catalog, whose English is the message itself. */
const contactMessageIds: Record<keyof typeof contactMessages, MessageId> = {
  name: 'contact.error.name',
  nameTooLong: 'contact.error.nameTooLong',
  email: 'contact.error.email',
  phone: 'contact.error.phone',
  message: 'contact.error.message',
  messageTooLong: 'contact.error.messageTooLong',
};

/**
 * A field's message in the page's language: the form's own (from the schema) and the server's (a 400 says the
 * same English words) are found by their English and translated with `t`; any other text is shown as it came.
 */
export function contactMessageIn(message: string, t: (id: MessageId) => string): string {
  const key = (Object.keys(contactMessages) as (keyof typeof contactMessages)[]).find((k) => contactMessages[k] === message);
  return key ? t(contactMessageIds[key]) : message;
}

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

/**
 * The contact form (docs/product.md, Validation messages), shared by the Contact page and the
 * Home page's contact section so both behave the same.
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(2, contactMessages.name).max(100, contactMessages.nameTooLong),
  email: z.string().trim().pipe(z.email(contactMessages.email)),
  phone: z.string().trim().refine(isValidOptionalPhone, contactMessages.phone),
  message: z.string().trim().min(10, contactMessages.message).max(5000, contactMessages.messageTooLong),
});

/** What the form's fields hold. */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** What is sent: the same fields, trimmed and checked. */
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormInput = { name: '', email: '', phone: '', message: '' };
