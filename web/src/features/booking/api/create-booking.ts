import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { Locale, MessageId } from '@/lib/i18n';
import { marketingFields } from '@/lib/marketing';
import type { z } from '@/lib/zod';

import type { bookingFormSchema } from './booking-form-schema';
import { availabilityQueryKeyRoot } from './get-availability';

/**
 * The booking form's messages: catalog ids (the server's codes for the rules it checks alike, docs/product.md), said in
 * the page's language where they are shown (utils/messages.ts).
 */
export const bookingMessages = {
  serviceId: 'error.service.required',
  customerName: 'error.name.too_short',
  customerNameTooLong: 'error.name.too_long',
  customerEmail: 'error.email.invalid',
  customerPhone: 'error.phone.invalid',
  bookingDate: 'error.date.required',
  bookingDateRange: 'error.date.out_of_range',
  bookingTime: 'error.time.required',
  specialRequestsTooLong: 'error.booking.special_requests_too_long',
  preference: 'booking.error.preference',
} as const satisfies Record<string, MessageId>;

/** At least 10 characters; like the server, only the characters of a phone number. */
export function isValidPhone(phone: string): boolean {
  if (phone.length < 10 || phone.length > 30) return false;
  if (!/^\+?[\d\s\-().]+$/.test(phone)) return false;
  return (phone.match(/\d/g)?.length ?? 0) >= 7;
}

// The schema is its own module (booking-form-schema.ts), which the form fetches when the visitor first uses it.
type BookingFormSchema = ReturnType<typeof bookingFormSchema>;

/** What the form's fields hold. */
export type BookingFormInput = z.input<BookingFormSchema>;
/** The same, trimmed and checked. */
export type BookingFormValues = z.output<BookingFormSchema>;

export const emptyBookingForm: BookingFormInput = {
  serviceId: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  bookingDate: '',
  bookingTime: '',
  specialRequests: '',
  preference: 'any',
  marketing: false,
  entitlementCode: '',
};

/** The form's fields, in the order they appear (for the server's field errors). */
export const bookingFields = Object.keys(emptyBookingForm) as (keyof BookingFormInput)[];

/**
 * `POST /api/bookings` body: the calendar day the visitor picked ('YYYY-MM-DD'), the start time
 * ('HH:MM'), the service's price as `totalAmount`, which the server ignores (it takes the price from
 * the service), and the page's language, kept with the booking (the guest's e-mails are written in it); with the
 * marketing box ticked, its consent (lib/marketing.ts).
 */
export type CreateBookingInput = ApiSchema<'BookingRequest'>;

/**
 * The stored booking, as the 201 answer carries it (the app reads its id, for a booking awaiting its deposit the
 * payment page to send the visitor to, and for one a package's session pays, the end of the package's code).
 */
export type CreatedBooking = Pick<ApiSchema<'Booking'>, 'id' | 'paymentUrl' | 'holdExpiresAt' | 'sessionHint'>;

/** The answer's payment page, when it names one on http(s); anything else is no page to go to. */
export function paymentPageOf(data: unknown): string | undefined {
  const url = typeof data === 'object' && data !== null ? (data as { paymentUrl?: unknown }).paymentUrl : undefined;
  if (typeof url !== 'string') return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function toCreateBookingInput(
  values: BookingFormValues,
  price: string | undefined,
  language: Locale,
): CreateBookingInput {
  const amount = price === undefined ? 0 : Number(price);
  return {
    serviceId: Number(values.serviceId),
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    bookingDate: values.bookingDate,
    bookingTime: values.bookingTime,
    specialRequests: values.specialRequests,
    preference: values.preference,
    language,
    totalAmount: Number.isFinite(amount) ? amount : 0,
    ...marketingFields(values.marketing, language),
    ...(values.entitlementCode === '' ? {} : { entitlementCode: values.entitlementCode }),
  };
}

export async function createBooking(input: CreateBookingInput): Promise<CreatedBooking> {
  const data = await apiSend('POST', '/api/bookings', input);
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  if (typeof id !== 'number') throw new Error('POST /api/bookings: the answer has no booking id');
  const paymentUrl = paymentPageOf(data);
  if (paymentUrl === undefined) {
    const hint = (data as { sessionHint?: unknown }).sessionHint;
    return typeof hint === 'string' && hint !== '' ? { id, sessionHint: hint } : { id };
  }
  const until = (data as { holdExpiresAt?: unknown }).holdExpiresAt;
  return typeof until === 'string' ? { id, paymentUrl, holdExpiresAt: until } : { id, paymentUrl };
}

/** Saves a booking (writes are never retried). Whatever the answer, the day's availability is asked again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [availabilityQueryKeyRoot] }),
  });
}
