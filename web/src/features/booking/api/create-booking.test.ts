import { describe, expect, it } from 'vitest';

import { addDays } from '@/lib/booking-days/booking-dates';
import { marketingVersion } from '@/lib/marketing';
import { spaToday } from '@/lib/spa-clock';

import { bookingFormSchema } from './booking-form-schema';
import { bookingMessages, emptyBookingForm, isValidPhone, paymentPageOf, toCreateBookingInput } from './create-booking';

function fieldErrors(input: Partial<typeof emptyBookingForm>) {
  const result = bookingFormSchema('Asia/Dubai').safeParse({ ...emptyBookingForm, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const inTwoWeeks = addDays(spaToday('Asia/Dubai'), 14);
const valid = {
  serviceId: '3',
  customerName: 'Layla Haddad',
  customerEmail: 'layla@example.ae',
  customerPhone: '+971 50 123 4567',
  bookingDate: inTwoWeeks,
  bookingTime: '14:00',
  specialRequests: '',
  preference: 'any',
  marketing: false,
};

describe('booking form schema', () => {
  it("names, for every required field of an empty form, the message of the server's code for the same rule", () => {
    expect(fieldErrors({})).toEqual({
      serviceId: 'error.service.required',
      customerName: 'error.name.too_short',
      customerEmail: 'error.email.invalid',
      customerPhone: 'error.phone.invalid',
      bookingDate: 'error.date.required',
      bookingTime: 'error.time.required',
    });
  });

  it('accepts a complete request, trimming the text fields; special requests are optional', () => {
    expect(bookingFormSchema('Asia/Dubai').parse({ ...valid, customerName: ' Layla Haddad ', specialRequests: ' Quiet room ' })).toEqual({
      ...valid,
      specialRequests: 'Quiet room',
      entitlementCode: '',
    });
  });

  it('needs a phone of at least 10 characters made of phone characters', () => {
    expect(isValidPhone('050 123 45')).toBe(true);
    expect(isValidPhone('050123456')).toBe(false);
    expect(isValidPhone('call me please')).toBe(false);
    expect(fieldErrors({ ...valid, customerPhone: '12345' })).toEqual({ customerPhone: bookingMessages.customerPhone });
  });

  it('only takes the 13 listed times', () => {
    expect(fieldErrors({ ...valid, bookingTime: '2pm' })).toEqual({ bookingTime: bookingMessages.bookingTime });
    expect(fieldErrors({ ...valid, bookingTime: '24:00' })).toEqual({ bookingTime: bookingMessages.bookingTime });
    expect(fieldErrors({ ...valid, bookingTime: '09:45' })).toEqual({});
    expect(fieldErrors({ ...valid, bookingTime: '09:00' })).toEqual({});
  });

  it('refuses a day before today in Dubai or more than 90 days ahead', () => {
    const today = spaToday('Asia/Dubai');
    expect(fieldErrors({ ...valid, bookingDate: addDays(today, -1) })).toEqual({ bookingDate: bookingMessages.bookingDateRange });
    expect(fieldErrors({ ...valid, bookingDate: addDays(today, 91) })).toEqual({ bookingDate: bookingMessages.bookingDateRange });
    expect(fieldErrors({ ...valid, bookingDate: today })).toEqual({});
    expect(fieldErrors({ ...valid, bookingDate: addDays(today, 90) })).toEqual({});
  });

  it("counts the days on the spa's clock, wherever the spa is", () => {
    // Kiritimati (UTC+14) and Niue (UTC-11) are never on the same calendar day.
    const ahead = spaToday('Pacific/Kiritimati');
    const behind = spaToday('Pacific/Niue');
    const schemaBehind = bookingFormSchema('Pacific/Niue');
    expect(schemaBehind.safeParse({ ...valid, bookingDate: behind }).success).toBe(true);
    expect(schemaBehind.safeParse({ ...valid, bookingDate: addDays(ahead, 90) }).success).toBe(false); // day 91 there
    expect(bookingFormSchema('Pacific/Kiritimati').safeParse({ ...valid, bookingDate: behind }).success).toBe(false);
  });
});

describe('toCreateBookingInput', () => {
  it("sends the ids and the service's price as numbers, the picked day as it is and the page's language", () => {
    const values = bookingFormSchema('Asia/Dubai').parse(valid);
    expect(toCreateBookingInput(values, '450.00', 'en')).toEqual({
      serviceId: 3,
      customerName: 'Layla Haddad',
      customerEmail: 'layla@example.ae',
      customerPhone: '+971 50 123 4567',
      bookingDate: inTwoWeeks,
      bookingTime: '14:00',
      specialRequests: '',
      preference: 'any',
      language: 'en',
      totalAmount: 450,
    });
    expect(toCreateBookingInput(values, undefined, 'en').totalAmount).toBe(0);
    expect(toCreateBookingInput(values, '450.00', 'ar').language).toBe('ar');
  });

  it('sends the marketing box only when ticked, with the version of its words', () => {
    const ticked = bookingFormSchema('Asia/Dubai').parse({ ...valid, marketing: true });
    expect(toCreateBookingInput(ticked, '450.00', 'ar')).toMatchObject({ marketing: true, marketingVersion, language: 'ar' });
    const unticked = toCreateBookingInput(bookingFormSchema('Asia/Dubai').parse(valid), '450.00', 'ar');
    expect(unticked).not.toHaveProperty('marketing');
    expect(unticked).not.toHaveProperty('marketingVersion');
  });

  it("sends a package's code only when one is typed, trimmed; the server checks it", () => {
    const withCode = bookingFormSchema('Asia/Dubai').parse({ ...valid, entitlementCode: ' 0kp9 bfwm jmw5 2tjk g ' });
    expect(toCreateBookingInput(withCode, '450.00', 'en')).toMatchObject({ entitlementCode: '0kp9 bfwm jmw5 2tjk g' });
    expect(toCreateBookingInput(bookingFormSchema('Asia/Dubai').parse(valid), '450.00', 'en')).not.toHaveProperty('entitlementCode');
  });
});

describe('payment page of the answer', () => {
  it("takes the answer's paymentUrl on https or http, and nothing else", () => {
    expect(paymentPageOf({ id: 7, paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' })).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(paymentPageOf({ id: 7 })).toBeUndefined();
    expect(paymentPageOf({ id: 7, paymentUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(paymentPageOf({ id: 7, paymentUrl: 'not a url' })).toBeUndefined();
    expect(paymentPageOf({ id: 7, paymentUrl: 42 })).toBeUndefined();
    expect(paymentPageOf(null)).toBeUndefined();
  });
});
