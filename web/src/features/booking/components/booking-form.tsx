import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, useRef, type ChangeEvent, type SubmitEvent } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';

import { MarketingBox } from '@/components/marketing-box/marketing-box';
import { Button } from '@/components/ui/button';
import { BookingDatePicker } from '@/components/booking-date-picker/booking-date-picker';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { RequiredLabel } from '@/components/ui/required-label';
import { Select } from '@/components/ui/select';
import { useFirstInteraction } from '@/hooks/use-first-interaction';
import type { Service } from '@/lib/api-types';
import { formatDuration, formatPrice } from '@/lib/format';
import { loadMessages, useLocale, useT } from '@/lib/i18n';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLocalized } from '@/lib/localized';
import { useBusiness, useSiteConfig, useSpaTimeZone } from '@/lib/site-config';
import { T } from '@/lib/trans';
import { tracker } from '@/lib/tracker';

import type { bookingFormSchema as BookingFormSchemaOf } from '../api/booking-form-schema';
import { emptyBookingForm, type BookingFormInput, type BookingFormValues } from '../api/create-booking';
import { useAvailability, type Slot } from '../api/get-availability';
import { usePublicTherapists } from '../api/get-therapists';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import { localizeBookingMessage } from '../utils/messages';
import { depositTerms } from '../utils/deposit';
import { preferenceOptions } from '../utils/preference';
import { closePendingWindow, openPendingWindow } from '../utils/popup';
import { slotOptionLabel } from '../utils/time-slots';
import { DepositPolicy } from './deposit-policy';
import { NoTherapistNotice } from './no-therapist-notice';

/**
 * The form's checks for a spa on the clock of `timeZone`: the schema and its resolver, fetched on first use.
 * `passes` answers at once whether the values pass them, once fetched (undefined before).
 */
function bookingChecks(timeZone: string) {
  let schema: ReturnType<typeof BookingFormSchemaOf> | undefined;
  const checks = lazyResolver<BookingFormInput, BookingFormValues>(() =>
    Promise.all([import('@hookform/resolvers/zod'), import('../api/booking-form-schema'), loadMessages('errors')]).then(([{ zodResolver }, { bookingFormSchema }]) => {
      schema = bookingFormSchema(timeZone);
      return zodResolver(schema);
    }),
  );
  return { ...checks, passes: (values: BookingFormInput) => schema?.safeParse(values).success };
}

/**
 * The booking form (docs/product.md, Booking): service, contact details, date, time and
 * requests. A valid request is saved, reported to the ad tracker and sent to the spa on WhatsApp.
 * In the page's language: its texts, the services' names, the messages under the fields and in the
 * toasts (utils/messages.ts), the WhatsApp message; the booking is sent with the page's language.
 */
export function BookingForm({
  services: loadedServices,
  preselectedServiceId,
}: {
  /** undefined while they load: the form shows at once, its service list follows. */
  services: readonly Service[] | undefined;
  /** From `?service=<id>`: the service the visitor chose on another page. */
  preselectedServiceId: number | null;
}) {
  const idPrefix = useId();
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const localize = useLocalized();
  /** A field's message (the form's own or the server's, by code) as the page shows it under the field. */
  const fieldError = (message: string | undefined): { error?: string; errorLang?: string | undefined } => {
    if (message === undefined) return {};
    const { text, lang } = localizeBookingMessage(message, locale, t, business);
    return { error: text, errorLang: lang };
  };
  const ids = {
    service: `${idPrefix}-service`,
    deposit: `${idPrefix}-deposit`,
    name: `${idPrefix}-name`,
    email: `${idPrefix}-email`,
    phone: `${idPrefix}-phone`,
    date: `${idPrefix}-date`,
    dateLabel: `${idPrefix}-date-label`,
    preference: `${idPrefix}-preference`,
    noTherapist: `${idPrefix}-no-therapist`,
    time: `${idPrefix}-time`,
    timeStatus: `${idPrefix}-time-status`,
    requests: `${idPrefix}-requests`,
    code: `${idPrefix}-code`,
    codeHint: `${idPrefix}-code-hint`,
    marketing: `${idPrefix}-marketing`,
  };

  const timeZone = useSpaTimeZone();
  // The checks (the schema library) are fetched when the visitor first touches the form, not with the page.
  const checks = useMemo(() => bookingChecks(timeZone), [timeZone]);
  const formRef = useFirstInteraction<HTMLFormElement>(checks.preload);
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: checks.resolver,
    defaultValues: emptyBookingForm,
  });
  const { control, register, formState, setValue, getValues } = form;
  const { errors, isSubmitting } = formState;

  const services = useMemo(() => loadedServices ?? [], [loadedServices]);
  const serviceById = useMemo(() => new Map(services.map((s) => [String(s.id), s])), [services]);

  const visitor = () => ({ email: getValues('customerEmail'), phone: getValues('customerPhone') });

  // Choosing a service fires ADD_CART.
  const chooseService = (value: string) => {
    const service = serviceById.get(value);
    if (service) void tracker.addCart(service, visitor());
  };

  // `?service=<id>` preselects an active service, once per id, as soon as the services are in.
  const preselected = useRef<number | null>(null);
  const preselect = useEffectEvent((id: number) => {
    const service = serviceById.get(String(id));
    if (!service?.isActive) return;
    setValue('serviceId', String(service.id), { shouldDirty: true });
    chooseService(String(service.id));
  });
  const servicesLoaded = loadedServices !== undefined;
  useEffect(() => {
    if (!servicesLoaded || preselectedServiceId === null || preselected.current === preselectedServiceId) return;
    preselected.current = preselectedServiceId;
    preselect(preselectedServiceId);
  }, [preselectedServiceId, servicesLoaded]);

  // Once a service and a day are chosen, ask which times are free for the therapist preference.
  const [serviceValue, dateValue, timeValue, preferenceValue, codeValue] = useWatch({
    control,
    name: ['serviceId', 'bookingDate', 'bookingTime', 'preference', 'entitlementCode'],
  });
  const chosenService = serviceById.get(serviceValue);
  const therapists = usePublicTherapists(chosenService ? chosenService.id : null);
  const noTherapist = therapists.data?.length === 0;
  const availability = useAvailability(
    chosenService ? chosenService.id : null,
    dateValue === '' ? null : dateValue,
    preferenceValue,
  );
  // The server's grid (hourly, or every 30 or 15 minutes); until it answers, the default hourly times.
  // Until a service and a day are chosen: the stored week's times, as the server names them.
  const { slotTimes } = useSiteConfig();
  const slots: readonly Slot[] = availability.data?.slots ?? slotTimes.map((time) => ({ time, available: true }));

  // A named therapist who does not do the newly chosen service goes back to any therapist.
  useEffect(() => {
    if (!therapists.data || !preferenceValue.startsWith('therapist:')) return;
    const id = Number(preferenceValue.slice('therapist:'.length));
    if (!therapists.data.some((t) => t.id === id)) setValue('preference', 'any');
  }, [therapists.data, preferenceValue, setValue]);

  // A chosen time that turns out to be taken (another day, another service, someone else was quicker) is cleared.
  useEffect(() => {
    if (!availability.data || timeValue === '') return;
    const slot = availability.data.slots.find((s) => s.time === timeValue);
    if (slot && !slot.available) setValue('bookingTime', '');
  }, [availability.data, timeValue, setValue]);

  const deposit = depositTerms(chosenService, codeValue) !== null;

  const submit = useSubmitBooking({ form, serviceById, therapists: therapists.data });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    // Open the WhatsApp tab now, while the browser still counts this as the visitor's action (see
    // utils/popup.ts), but only when the form is going to be sent.
    // A deposit booking goes to the payment page in this tab and hands off to WhatsApp only once paid: no tab now.
    // The checks are fetched when the visitor first touches the form; in the rare case they are not in yet, no tab is
    // opened now and the hand-off opens WhatsApp itself (utils/popup.ts).
    const pending = !deposit && checks.passes(getValues()) === true ? openPendingWindow(t('booking.popup.opening')) : null;
    void form.handleSubmit(
      (values) => submit(values, pending),
      () => {
        closePendingWindow(pending);
      },
    )(event);
  };

  const timeStatus = !chosenService || dateValue === ''
    ? t('booking.time.choose')
    : availability.isFetching
      ? t('booking.time.checking')
      : availability.isError
        ? t('booking.time.error')
        : t('booking.time.free', { free: slots.filter((s) => s.available).length, total: slots.length });

  const timeControlProps = fieldControlProps(ids.time, errors.bookingTime?.message);

  return (
    <form noValidate onSubmit={onSubmit} ref={formRef}>
      <ReadyFieldset className="min-w-0 space-y-6">
        <p className="text-sm text-muted">
          <T
            id="booking.form.required"
            components={{ 0: <span aria-hidden="true" className="text-danger" />, 1: <span className="sr-only" /> }}
          />
        </p>

        <FormField id={ids.service} label={<RequiredLabel>{t('booking.form.service')}</RequiredLabel>} {...fieldError(errors.serviceId?.message)}>
          <Select
            aria-required="true"
            disabled={!servicesLoaded}
            {...register('serviceId', {
              onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                chooseService(event.target.value);
              },
            })}
            {...fieldControlProps(ids.service, errors.serviceId?.message)}
          >
            <option value="">{servicesLoaded ? t('booking.form.service.placeholder') : t('booking.form.service.loading')}</option>
            {services.map((service) => {
              const name = localize(service.name, service.nameAr).text;
              return (
                <option key={service.id} value={String(service.id)} disabled={!service.isActive}>
                  {service.isActive
                    ? t('booking.form.service.option', {
                        name,
                        price: formatPrice(service.price, locale),
                        duration: formatDuration(service.duration, locale),
                      })
                    : t('booking.form.service.unavailable', { name })}
                </option>
              );
            })}
          </Select>
        </FormField>

        <DepositPolicy id={ids.deposit} service={chosenService} code={codeValue} />

        {noTherapist ? (
          <NoTherapistNotice id={ids.noTherapist} service={chosenService} />
        ) : (
          <FormField id={ids.preference} label={t('booking.form.preference')} {...fieldError(errors.preference?.message)}>
            <Select
              {...register('preference')}
              {...fieldControlProps(ids.preference, errors.preference?.message)}
            >
              {preferenceOptions(therapists.data ?? [], t).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
        )}

        <div className="grid gap-6 sm:grid-cols-2">
          <FormField id={ids.name} label={<RequiredLabel>{t('booking.form.name')}</RequiredLabel>} {...fieldError(errors.customerName?.message)}>
            <Input
              autoComplete="name"
              aria-required="true"
              {...register('customerName')}
              {...fieldControlProps(ids.name, errors.customerName?.message)}
            />
          </FormField>
          <FormField id={ids.email} label={<RequiredLabel>{t('booking.form.email')}</RequiredLabel>} {...fieldError(errors.customerEmail?.message)}>
            <Input
              type="email"
              dir="ltr"
              className="rtl:text-end"
              autoComplete="email"
              inputMode="email"
              aria-required="true"
              {...register('customerEmail')}
              {...fieldControlProps(ids.email, errors.customerEmail?.message)}
            />
          </FormField>
        </div>

        <FormField id={ids.phone} label={<RequiredLabel>{t('booking.form.phone')}</RequiredLabel>} {...fieldError(errors.customerPhone?.message)}>
          <Input
            type="tel"
            dir="ltr"
            className="rtl:text-end"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+971 50 123 4567"
            aria-required="true"
            {...register('customerPhone')}
            {...fieldControlProps(ids.phone, errors.customerPhone?.message)}
          />
        </FormField>

        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            id={ids.date}
            label={<RequiredLabel id={ids.dateLabel}>{t('booking.form.date')}</RequiredLabel>}
            {...fieldError(errors.bookingDate?.message)}
          >
            <Controller
              control={control}
              name="bookingDate"
              render={({ field }) => (
                // Closed and fully booked days of the service and preference are greyed out.
                <BookingDatePicker
                  ref={field.ref}
                  onBlur={field.onBlur}
                  labelId={ids.dateLabel}
                  value={field.value}
                  onChange={field.onChange}
                  serviceId={chosenService ? chosenService.id : null}
                  preference={preferenceValue}
                  placeholder={t('booking.form.date.placeholder')}
                  dialogLabel={t('booking.form.date.dialog')}
                  monthButtonLabels={{
                    previous: t('booking.form.date.previousMonth'),
                    next: t('booking.form.date.nextMonth'),
                  }}
                  {...fieldControlProps(ids.date, errors.bookingDate?.message)}
                />
              )}
            />
          </FormField>

          <FormField id={ids.time} label={<RequiredLabel>{t('booking.form.time')}</RequiredLabel>} {...fieldError(errors.bookingTime?.message)}>
            <Select
              aria-required="true"
              {...register('bookingTime')}
              {...timeControlProps}
              aria-describedby={
                'aria-describedby' in timeControlProps
                  ? `${timeControlProps['aria-describedby']} ${ids.timeStatus}`
                  : ids.timeStatus
              }
            >
              <option value="">{t('booking.form.time.placeholder')}</option>
              {slots.map((slot) => (
                <option key={slot.time} value={slot.time} disabled={!slot.available}>
                  {slotOptionLabel(slot, locale, t)}
                </option>
              ))}
            </Select>
            <p id={ids.timeStatus} aria-live="polite" className="text-sm text-muted">
              {timeStatus}
            </p>
          </FormField>
        </div>

        <FormField id={ids.requests} label={t('booking.form.requests')} {...fieldError(errors.specialRequests?.message)}>
          <Textarea
            rows={4}
            placeholder={t('booking.form.requests.placeholder')}
            {...register('specialRequests')}
            {...fieldControlProps(ids.requests, errors.specialRequests?.message)}
          />
        </FormField>

        <EntitlementCodeField
          id={ids.code}
          hintId={ids.codeHint}
          registration={register('entitlementCode')}
          error={fieldError(errors.entitlementCode?.message)}
        />

        <MarketingBox id={ids.marketing} registration={register('marketing')} error={fieldError(errors.marketing?.message).error} />

        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-spin-slow" />
              {t('booking.form.processing')}
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              {deposit ? t('booking.form.submitDeposit') : t('booking.form.submit')}
            </>
          )}
        </Button>
        {/* A deposit booking goes to the payment page first; the WhatsApp hand-off comes once it is paid. */}
        {deposit ? null : (
          <p className="text-center text-sm text-muted">
            {t('booking.form.footnote')}
          </p>
        )}
      </ReadyFieldset>
    </form>
  );
}

/** The optional code of a package or membership the guest bought: a treatment it covers is booked with nothing to pay. */
function EntitlementCodeField({
  id,
  hintId,
  registration,
  error,
}: {
  id: string;
  hintId: string;
  registration: UseFormRegisterReturn<'entitlementCode'>;
  /** The field's message as the page shows it, and its language. */
  error: { error?: string; errorLang?: string | undefined };
}) {
  const t = useT();
  const control = fieldControlProps(id, error.error);
  return (
    <FormField id={id} label={t('booking.form.code')} {...error}>
      <p id={hintId} className="text-sm text-muted">
        {t('booking.form.code.hint')}
      </p>
      <Input
        {...registration}
        {...control}
        aria-describedby={'aria-describedby' in control ? `${hintId} ${control['aria-describedby']}` : hintId}
        dir="ltr"
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('booking.form.code.placeholder')}
        className="font-mono uppercase"
      />
    </FormField>
  );
}
