import { z } from '@/lib/zod';

import { contactMessages, isValidOptionalPhone } from './contact-form-values';

// The contact form's values and messages, without the schema library (which the form fetches when it is first used).
export { contactMessages, emptyContactForm, isValidOptionalPhone, type ContactFormInput, type ContactFormValues } from './contact-form-values';

/**
 * The contact form (docs/product.md, Validation messages), shared by the Contact page and the
 * Home page's contact section so both behave the same.
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(2, contactMessages.name).max(100, contactMessages.nameTooLong),
  email: z.string().trim().pipe(z.email(contactMessages.email)),
  phone: z.string().trim().refine(isValidOptionalPhone, contactMessages.phone),
  message: z.string().trim().min(10, contactMessages.message).max(5000, contactMessages.messageTooLong),
  /** The separate box for offers and news by e-mail (lib/marketing.ts); optional, never ticked for the visitor. */
  marketing: z.boolean(),
});
