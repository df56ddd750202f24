import type { FormMessage } from '@/lib/server-messages';
import { parseCalendarDay } from '@/lib/format';
import { formatFils, parseFils } from '@/lib/fils';
import { z } from '@/lib/zod';

import { deliveryWindow, otherAmountFils, type GiftCardFormInput } from './buy-gift-card';
import type { GiftCardOptions } from './get-gift-card-options';

/*
 * The gift card form's checks (the schema library, about 20 KB gzip), in a module of their own: the form fetches it
 * when the visitor first touches the form (lib/lazy-resolver.ts), not with the page.
 */

const emailSchema = z.email();
const isEmail = (value: string) => value.length <= 254 && emailSchema.safeParse(value).success;

/**
 * The form's rules, for the options the server gave and the spa's clock. The messages are catalog ids
 * (FormMessage), said in the page's language where they are shown (lib/server-messages.ts), like the booking form's:
 * for a rule the server checks alike, the server's own code (the errors catalog: a name, an e-mail, the other
 * amount, the message, the delivery day), so the field says the same whichever side refused it; the page's own
 * words for a choice not made yet. Everything is checked in one pass: an empty submit names every field at once.
 */
export function giftCardFormSchema(options: GiftCardOptions, timeZone: string) {
  const min = parseFils(options.minAmount) ?? 0;
  const max = parseFils(options.maxAmount) ?? 0;
  const serviceIds = new Set(options.services.map((s) => String(s.id)));
  const amounts = new Set(options.amounts.map((a) => formatFils(parseFils(a) ?? 0)));
  const str = z.string();
  return z
    .object({
      kind: z.enum(['amount', 'service']),
      // A group of radios none of which is checked reads as null.
      amount: str.nullable().transform((value) => value ?? ''),
      otherAmount: str,
      serviceId: str,
      recipientName: str,
      recipientEmail: str,
      message: str,
      deliveryDate: str,
      buyerName: str,
      buyerEmail: str,
    })
    .superRefine((values, context) => {
      const fail = (path: keyof GiftCardFormInput, message: FormMessage) => {
        context.addIssue({ code: 'custom', path: [path], message });
      };
      if (values.kind === 'amount') {
        if (values.otherAmount.trim() !== '') {
          const fils = otherAmountFils(values.otherAmount);
          if (fils === null || fils < min || fils > max) fail('otherAmount', 'error.gift_card.amount');
        } else if (amounts.size === 0) {
          fail('otherAmount', 'error.gift_card.amount');
        } else if (!amounts.has(values.amount)) {
          fail('amount', 'giftCards.error.amount');
        }
      } else if (!serviceIds.has(values.serviceId)) {
        fail('serviceId', 'giftCards.error.service');
      }
      const name = (path: 'recipientName' | 'buyerName') => {
        const length = values[path].trim().length;
        if (length < 2) fail(path, 'error.name.too_short');
        else if (length > 100) fail(path, 'error.name.too_long');
      };
      name('recipientName');
      if (!isEmail(values.recipientEmail.trim())) fail('recipientEmail', 'error.email.invalid');
      if (values.message.trim().length > options.maxMessage) fail('message', 'error.gift_card.message');
      const { first, last } = deliveryWindow(timeZone, options.maxDeliveryDays);
      if (parseCalendarDay(values.deliveryDate) === undefined || values.deliveryDate < first || values.deliveryDate > last) {
        fail('deliveryDate', 'error.gift_card.delivery_date');
      }
      name('buyerName');
      if (!isEmail(values.buyerEmail.trim())) fail('buyerEmail', 'error.email.invalid');
    });
}

/** What the form's fields hold, checked: the amount read as '' when no radio is checked. */
export type GiftCardFormValues = z.output<ReturnType<typeof giftCardFormSchema>>;

