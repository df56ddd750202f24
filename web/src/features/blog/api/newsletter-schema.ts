import { z } from '@/lib/zod';
import { marketingRequiredMessage } from '@/lib/marketing';

import { invalidEmailMessage } from './subscribe-newsletter';

/**
 * The newsletter form: one e-mail address, with the site's e-mail message, and the marketing box, which it needs.
 * Its own module: the form fetches it (and the schema library) when the visitor first uses the form.
 */
export const newsletterSchema = z.object({
  email: z.string().trim().pipe(z.email(invalidEmailMessage)),
  marketing: z.boolean().refine((ticked) => ticked, marketingRequiredMessage),
});
