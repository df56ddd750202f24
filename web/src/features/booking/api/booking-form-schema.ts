import { bookingWindow } from '@/lib/booking-days/booking-dates';
import { z } from '@/lib/zod';

import { isPreference } from '../utils/preference';
import { bookingMessages, isValidPhone } from './create-booking';

/** A start time 'HH:MM'; whether it is on the spa's grid and free is the server's answer. */
const isSlotTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * The booking form (docs/product.md, Validation messages), for a spa on the clock of `timeZone`. The service and
 * time are kept as the selects' strings. Its own module, with the schema library: the form fetches it when the visitor
 * first uses the form (lib/lazy-resolver.ts), not with the page.
 */
export function bookingFormSchema(timeZone: string) {
  return z.object({
    serviceId: z.string().regex(/^\d+$/, bookingMessages.serviceId),
    customerName: z.string().trim().min(2, bookingMessages.customerName).max(100, bookingMessages.customerNameTooLong),
    customerEmail: z.string().trim().pipe(z.email(bookingMessages.customerEmail)),
    customerPhone: z.string().trim().refine(isValidPhone, bookingMessages.customerPhone),
    bookingDate: z
      .string()
      .min(1, bookingMessages.bookingDate)
      .refine((value) => {
        // The picker offers only these days; this catches a page left open past the spa's midnight.
        const { first, last } = bookingWindow(timeZone);
        return value >= first && value <= last;
      }, bookingMessages.bookingDateRange),
    bookingTime: z.string().refine(isSlotTime, bookingMessages.bookingTime),
    specialRequests: z.string().trim().max(1000, bookingMessages.specialRequestsTooLong),
    preference: z.string().refine(isPreference, bookingMessages.preference),
    /** The separate box for offers and news by e-mail (lib/marketing.ts); optional, never ticked for the visitor. */
    marketing: z.boolean(),
    /** A package's or membership's code, optional: the server checks it (its check character, what it covers). */
    entitlementCode: z.string().trim().max(40, 'error.entitlement.code_format').default(''),
  });
}

