import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { MessageId } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import type { z } from '@/lib/zod';

import type { newsletterSchema } from './newsletter-schema';

/** The site's e-mail message: its catalog id, the server's code for the same rule. */
export const invalidEmailMessage = 'error.email.invalid' satisfies MessageId;

/** What the newsletter form holds (its schema: newsletter-schema.ts). */
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;

/** `POST /api/newsletter` body: the address and the ticked box's consent (lib/marketing.ts, marketingFields). */
export interface SubscribeInput {
  email: string;
  marketing?: true;
  marketingVersion?: string;
  language?: Locale;
}

/**
 * `POST /api/newsletter {email, marketing, marketingVersion, language}`: 201 for a new address, 200 for one already
 * subscribed (both are a success for the visitor), 400 `{message, errors: {email | marketing}}` for an invalid one.
 */
export async function subscribeNewsletter(input: SubscribeInput): Promise<void> {
  await apiSend('POST', '/api/newsletter', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
