import type { UseFormReturn } from 'react-hook-form';

import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/api-errors';
import type { Service } from '@/lib/api-types';
import { useLocale, useT } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { serverFieldMessages } from '@/lib/server-messages';
import { useBusiness } from '@/lib/site-config';
import { toast } from '@/lib/toast';
import { tracker } from '@/lib/tracker';

import {
  bookingFields,
  emptyBookingForm,
  toCreateBookingInput,
  useCreateBooking,
  type BookingFormInput,
  type BookingFormValues,
} from '../api/create-booking';
import type { PublicTherapist } from '../api/get-therapists';
import { localizeBookingError } from '../utils/messages';
import { keepHandoff } from '../utils/handoff';
import { closePendingWindow, openInPendingWindow } from '../utils/popup';
import { preferenceWords } from '../utils/preference';
import { bookingWhatsappUrl } from '../utils/whatsapp-message';

/** An id for a booking saved only in WhatsApp, for the PURCHASE event. */
function localBookingId(): string {
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * What the booking form does with a valid request: saves it, reports it to the ad tracker and sends it to the spa on
 * WhatsApp (in the tab `pending` opened on the visitor's click); a booking awaiting its deposit goes to the payment
 * page instead. A refusal is told in the page's language by its code
 * (utils/messages.ts): a taken time or the day's limit per guest in a toast, the server's field messages under their
 * fields; the form then keeps what was typed.
 */
export function useSubmitBooking({
  form,
  serviceById,
  therapists,
}: {
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>;
  serviceById: ReadonlyMap<string, Service>;
  therapists: readonly PublicTherapist[] | undefined;
}): (values: BookingFormValues, pending: Window | null) => Promise<void> {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const localize = useLocalized();
  const createBooking = useCreateBooking();
  const { setError, reset } = form;

  return async function submit(values, pending) {
    const service = serviceById.get(values.serviceId);
    const customer = { email: values.customerEmail, phone: values.customerPhone };
    // The message names the booking's number once it is saved; one sent without a saved booking says so.
    const whatsapp = (bookingNumber: number | null, sessionHint?: string) =>
      bookingWhatsappUrl(
        business,
        {
          customerName: values.customerName,
          customerPhone: values.customerPhone,
          serviceName: service ? localize(service.name, service.nameAr).text : '',
          serviceNameEn: service?.name ?? '',
          bookingDate: values.bookingDate,
          bookingTime: values.bookingTime,
          specialRequests: values.specialRequests,
          bookingNumber,
          customerEmail: values.customerEmail,
          preference: preferenceWords(values.preference, therapists ?? [], t),
          ...(sessionHint ? { sessionHint } : {}),
        },
        locale,
        t,
      );
    // The server's answer in the page's language (by its code), or `fallback` when it sent none.
    const serverSays = (error: unknown, fallback: string) => localizeBookingError(error, locale, t, business)?.text ?? fallback;

    try {
      const booking = await createBooking.mutateAsync(toCreateBookingInput(values, service?.price, locale));
      if (booking.paymentUrl) {
        // The service asks for a deposit: the booking holds its place until it is paid on the payment page, and the
        // spa hears of it once paid; no WhatsApp message now: the return from the page offers it, once paid, from
        // what this tab keeps (utils/handoff.ts).
        closePendingWindow(pending);
        keepHandoff({
          bookingId: booking.id,
          whatsappUrl: whatsapp(booking.id),
          paymentUrl: booking.paymentUrl,
          holdExpiresAt: booking.holdExpiresAt ?? '',
          confirmed: service?.depositPolicy?.confirmOnPayment === true,
        });
        window.location.assign(booking.paymentUrl);
        return;
      }
      if (service) void tracker.purchase(service, customer, booking.id);
      openInPendingWindow(pending, whatsapp(booking.id, booking.sessionHint));
      toast({
        title: t('booking.toast.sent.title'),
        description: booking.sessionHint ? t('booking.toast.sentSession.text', { hint: booking.sessionHint }) : t('booking.toast.sent.text'),
      });
      reset(emptyBookingForm);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The slot filled up: keep everything typed, show the times again, no WhatsApp.
        closePendingWindow(pending);
        toast({
          title: t('booking.toast.slotTaken.title'),
          description: serverSays(error, t('booking.conflict.full')),
          variant: 'destructive',
        });
        return;
      }
      if (error instanceof ApiError && error.status === 429 && error.retryAfter === null && error.serverMessage) {
        // The guest already has as many requests waiting for that day as one guest may: the server says
        // how to reach the spa instead. Nothing was saved and no WhatsApp message goes out; the form
        // keeps what was typed.
        closePendingWindow(pending);
        toast({ title: t('booking.toast.failed.title'), description: serverSays(error, error.serverMessage), variant: 'destructive' });
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        closePendingWindow(pending);
        if (!showServerFieldErrors(error, bookingFields, setError, { messages: serverFieldMessages(error) })) {
          toast({
            title: t('booking.toast.failed.title'),
            description: serverSays(error, t('booking.toast.failed.text')),
            variant: 'destructive',
          });
        }
        return;
      }
      if (!service) {
        closePendingWindow(pending);
        toast({ title: t('booking.toast.failed.title'), description: t('booking.toast.failed.text'), variant: 'destructive' });
        return;
      }
      // The booking could not be saved (network, server error, the rate limit). It still reaches
      // the spa through WhatsApp; log the failure for whoever looks at the console.
      console.error('Booking could not be saved; it was sent by WhatsApp only.', error);
      void tracker.purchase(service, customer, localBookingId());
      openInPendingWindow(pending, whatsapp(null));
      toast({ title: t('booking.toast.whatsappOnly.title'), description: t('booking.toast.whatsappOnly.text') });
      reset(emptyBookingForm);
    }
  };
}
