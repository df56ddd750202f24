import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';

import { apiSend } from '@/lib/api-client';
import type { MessageId } from '@/lib/i18n';

/** The site's e-mail message: its catalog id, the server's code for the same rule. */
export const invalidEmailMessage = 'error.email.invalid' satisfies MessageId;

/** The newsletter form: one e-mail address, with the site's e-mail message. */
export const newsletterSchema = z.object({
  email: z.string().trim().pipe(z.email(invalidEmailMessage)),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;

/**
 * `POST /api/newsletter {email}`: 201 for a new address, 200 for one already subscribed (both are a
 * success for the visitor), 400 `{message, errors: {email}}` for an invalid one.
 */
export async function subscribeNewsletter(input: NewsletterValues): Promise<void> {
  await apiSend('POST', '/api/newsletter', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
