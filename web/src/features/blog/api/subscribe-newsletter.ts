import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';

import { apiSend } from '@/lib/api-client';

/** The newsletter form: one e-mail address, with the site's e-mail message. */
export const newsletterSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address.')),
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
