import { CreditCard, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { RequiredLabel } from '@/components/ui/required-label';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { formatDuration, formatPrice } from '@/lib/format';
import { i18n, loadMessages, useLocale, useT, type Locale, type Translate } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMonths } from '@/lib/months';
import { useFirstInteraction } from '@/hooks/use-first-interaction';
import { lazyResolver } from '@/lib/lazy-resolver';
import { errorId, ltr, sayFormMessage, sayServerError, serverErrorCode, serverFieldMessages } from '@/lib/server-messages';
import { useBusiness, useSpaTimeZone } from '@/lib/site-config';
import { T } from '@/lib/trans';

import {
  deliveryWindow,
  emptyGiftCardForm,
  giftCardFields,
  giftCardTotal,
  toGiftCardPurchase,
  useBuyGiftCard,
  type GiftCardFormInput,
  type GiftCardFormValues,
} from '../api/buy-gift-card';
import type { GiftCardOptions } from '../api/get-gift-card-options';
import { leaveFor } from '@/lib/hosted-payment';
import { SpaContactLinks } from './spa-contact-links';

/** A price as the page writes it; on an Arabic page in its own <bdi>, so the amount and د.إ keep their order. */
function Price({ amount }: { amount: string }) {
  const locale = useLocale();
  const text = formatPrice(amount, locale);
  return locale === 'ar' ? <bdi>{text}</bdi> : <>{text}</>;
}

/** A legend styled as the fields' labels. */
function Legend({ children, className }: { children: ReactNode; className?: string }) {
  return <legend className={cn('mb-2 block text-sm font-semibold text-forest-800', className)}>{children}</legend>;
}

/** A group's heading inside the form (who it is for, the buyer). */
function GroupLegend({ children }: { children: ReactNode }) {
  return <legend className="mb-4 font-display text-2xl font-semibold text-forest-800">{children}</legend>;
}

/**
 * A radio drawn as a pill: the input covers the pill, invisible (it takes the taps, the keys and the focus, which the
 * pill shows); the chosen pill is filled dark with light words.
 */
const pillClasses = cn(
  'relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-[#8c7a5b] bg-sand-50 px-2 py-2 text-center text-base font-medium text-ink transition-colors',
  'hover:border-forest-700 has-checked:border-forest-800 has-checked:bg-forest-800 has-checked:text-sand-50',
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)',
);
const radioClasses = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0';

/**
 * Why the purchase could not start, in the page's language: the server's message by its code when the errors catalog
 * knows it (the spa takes no online payments, the payment page could not be opened, the rate limit), else the page's
 * own words for that kind of failure. Never the server's English words on the Arabic page.
 */
function failureText(error: unknown, locale: Locale, t: Translate, contact: { phone: string; whatsapp: string }): string {
  const code = serverErrorCode(error);
  const known = code !== null && Object.hasOwn(i18n.messages, errorId(code));
  const said = known ? sayServerError(error, locale, t, contact) : null;
  if (said) return said.text;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 409) return t('giftCards.alert.unavailable');
  if (status === 429) return t('giftCards.alert.tooMany');
  return t('giftCards.alert.failed');
}

/**
 * The gift card form (docs/product.md, Gift cards page): an amount (one of the options' or another, in whole dirhams)
 * or a treatment, the recipient, a message, the delivery day, the buyer; then the hosted payment page. Its rules are
 * the server's, told in the page's language under each field; the server's own refusals of a field show there too,
 * by their codes, and any other failure above the button, with the spa's phone and WhatsApp.
 */
export function GiftCardForm({ options }: { options: GiftCardOptions }) {
  const idPrefix = useId();
  const ids = {
    amount: `${idPrefix}-amount`,
    otherAmount: `${idPrefix}-other-amount`,
    otherAmountHint: `${idPrefix}-other-amount-hint`,
    service: `${idPrefix}-service`,
    recipientName: `${idPrefix}-recipient-name`,
    recipientEmail: `${idPrefix}-recipient-email`,
    message: `${idPrefix}-message`,
    messageLeft: `${idPrefix}-message-left`,
    deliveryDate: `${idPrefix}-delivery-date`,
    deliveryDateHint: `${idPrefix}-delivery-date-hint`,
    buyerName: `${idPrefix}-buyer-name`,
    buyerEmail: `${idPrefix}-buyer-email`,
    buyerEmailHint: `${idPrefix}-buyer-email-hint`,
    alert: `${idPrefix}-alert`,
  };
  const locale = useLocale();
  const t = useT();
  const business = useBusiness();
  const timeZone = useSpaTimeZone();
  // The spa's phone and WhatsApp as a server message names them: left to right in Arabic.
  const contact = useMemo(() => {
    const mark = locale === 'ar' ? ltr : (text: string) => text;
    return { phone: mark(business.phone), whatsapp: mark(`+${business.whatsapp}`) };
  }, [business.phone, business.whatsapp, locale]);

  // The checks (the schema library) are fetched when the visitor first touches the form, not with the page.
  const checks = useMemo(
    () =>
      lazyResolver<GiftCardFormInput, GiftCardFormValues>(() =>
        Promise.all([import('@hookform/resolvers/zod'), import('../api/gift-card-form-schema'), loadMessages('errors')]).then(([{ zodResolver }, { giftCardFormSchema }]) =>
          zodResolver(giftCardFormSchema(options, timeZone)),
        ),
      ),
    [options, timeZone],
  );
  const formRef = useFirstInteraction<HTMLFormElement>(checks.preload);
  const delivery = useMemo(() => deliveryWindow(timeZone, options.maxDeliveryDays), [timeZone, options.maxDeliveryDays]);
  const form = useForm<GiftCardFormInput, unknown, GiftCardFormValues>({
    resolver: checks.resolver,
    defaultValues: emptyGiftCardForm(delivery.first),
    // react-hook-form would focus the first invalid field in the order the fields were first drawn: the treatment's
    // select, drawn when it is chosen, would come after the fields below it. The form's own order decides instead.
    shouldFocusError: false,
  });
  const { control, register, formState, setError, clearErrors, setValue, setFocus } = form;
  const { errors, isSubmitting } = formState;
  const [kind, amount, otherAmount, serviceId, message] = useWatch({
    control,
    name: ['kind', 'amount', 'otherAmount', 'serviceId', 'message'],
  });
  const total = giftCardTotal({ kind, amount, otherAmount, serviceId }, options);

  const buy = useBuyGiftCard();
  /** The failure above the button, or null. */
  const [failure, setFailure] = useState<string | null>(null);
  /** On the way to the payment page: the button stays busy until the browser leaves. */
  const [leaving, setLeaving] = useState(false);

  /** A field's message (the form's own or the server's, by code) as the page shows it under the field. */
  const fieldError = (text: string | undefined): { error?: string; errorLang?: string | undefined } => {
    if (text === undefined) return {};
    const said = sayFormMessage(text, locale, t, contact);
    return { error: said.text, errorLang: said.lang };
  };
  const describedBy = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

  /** Focuses the first field the form's own check refused, in the form's order. */
  const focusFirstInvalid = (invalid: Partial<Record<keyof GiftCardFormInput, unknown>>) => {
    const first = giftCardFields.find((name) => invalid[name] !== undefined);
    if (first) setFocus(first);
  };

  const start = async (values: GiftCardFormValues) => {
    setFailure(null);
    try {
      const checkout = await buy.mutateAsync(toGiftCardPurchase(values, locale));
      setLeaving(true);
      leaveFor(checkout.paymentUrl);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const messages = serverFieldMessages(error);
        // The server names the value `amount` whichever way it was given: the field the buyer used says it.
        const usedField =
          values.kind === 'service' ? 'serviceId' : values.otherAmount.trim() !== '' || options.amounts.length === 0 ? 'otherAmount' : null;
        const amountMessage = messages.amount;
        if (usedField !== null && amountMessage !== undefined) {
          if (!(usedField in messages)) messages[usedField] = amountMessage;
          delete messages.amount;
        }
        if (showServerFieldErrors(error, giftCardFields, setError, { messages })) return;
      }
      if (!(error instanceof ApiError)) console.error('The gift card purchase could not start.', error);
      setFailure(failureText(error, locale, t, contact));
    }
  };
  const submit = form.handleSubmit(start, focusFirstInvalid);

  const busy = isSubmitting || leaving;
  const amountError = fieldError(errors.amount?.message);
  const amountErrorId = fieldErrorId(ids.amount);
  const messageLeft = Math.max(0, options.maxMessage - message.length);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <ReadyFieldset className="min-w-0 space-y-8">
        <p className="text-sm text-muted">
          <T
            id="giftCards.form.required"
            components={{ 0: <span aria-hidden="true" className="text-danger" />, 1: <span className="sr-only" /> }}
          />
        </p>

        {options.services.length > 0 ? (
          <fieldset>
            <Legend>{t('giftCards.form.kind')}</Legend>
            <div className="grid grid-cols-2 gap-3">
              {(['amount', 'service'] as const).map((value) => (
                <label key={value} className={pillClasses}>
                  <input
                    type="radio"
                    value={value}
                    className={radioClasses}
                    {...register('kind', {
                      onChange: () => {
                        clearErrors(['amount', 'otherAmount', 'serviceId']);
                      },
                    })}
                  />
                  {t(value === 'amount' ? 'giftCards.form.kind.amount' : 'giftCards.form.kind.service')}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {kind === 'amount' ? (
          <fieldset className="space-y-4">
            {options.amounts.length > 0 ? (
              <div>
                <Legend>
                  <RequiredLabel>{t('giftCards.form.amount')}</RequiredLabel>
                </Legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {options.amounts.map((value) => (
                    <label key={value} className={pillClasses}>
                      <input
                        type="radio"
                        value={value}
                        className={radioClasses}
                        aria-describedby={amountError.error ? amountErrorId : undefined}
                        {...register('amount', {
                          onChange: () => {
                            setValue('otherAmount', '');
                            clearErrors('otherAmount');
                          },
                        })}
                      />
                      <Price amount={value} />
                    </label>
                  ))}
                </div>
                {amountError.error ? (
                  <p id={amountErrorId} lang={amountError.errorLang} className="mt-2 text-sm font-medium text-danger">
                    {amountError.error}
                  </p>
                ) : null}
              </div>
            ) : null}
            <FormField
              id={ids.otherAmount}
              label={options.amounts.length > 0 ? t('giftCards.form.otherAmount') : <RequiredLabel>{t('giftCards.form.otherAmount')}</RequiredLabel>}
              {...fieldError(errors.otherAmount?.message)}
              className="max-w-xs"
            >
              <p id={ids.otherAmountHint} className="text-sm text-muted">
                <T
                  id="giftCards.form.otherAmount.hint"
                  values={{ min: <Price amount={options.minAmount} />, max: <Price amount={options.maxAmount} /> }}
                />
              </p>
              <Input
                type="number"
                inputMode="numeric"
                dir="ltr"
                className="rtl:text-end"
                min={Math.ceil(Number(options.minAmount))}
                max={Math.floor(Number(options.maxAmount))}
                step={1}
                autoComplete="off"
                {...(options.amounts.length > 0 ? {} : { 'aria-required': 'true' as const })}
                {...register('otherAmount', {
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value !== '') setValue('amount', '');
                    clearErrors('amount');
                  },
                })}
                {...fieldControlProps(ids.otherAmount, errors.otherAmount?.message)}
                aria-describedby={describedBy(ids.otherAmountHint, errors.otherAmount?.message !== undefined && fieldErrorId(ids.otherAmount))}
              />
            </FormField>
          </fieldset>
        ) : (
          <FormField
            id={ids.service}
            label={<RequiredLabel>{t('giftCards.form.service')}</RequiredLabel>}
            {...fieldError(errors.serviceId?.message)}
          >
            <Select aria-required="true" {...register('serviceId')} {...fieldControlProps(ids.service, errors.serviceId?.message)}>
              <option value="">{t('giftCards.form.service.placeholder')}</option>
              {options.services.map((service) => (
                <option key={service.id} value={String(service.id)}>
                  {t('giftCards.form.service.option', {
                    name: localized(service.name, service.nameAr, locale).text,
                    price: formatPrice(service.price, locale),
                    duration: formatDuration(service.duration, locale),
                  })}
                </option>
              ))}
            </Select>
          </FormField>
        )}

        <fieldset className="space-y-6">
          <GroupLegend>{t('giftCards.form.recipient')}</GroupLegend>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField
              id={ids.recipientName}
              label={<RequiredLabel>{t('giftCards.form.recipientName')}</RequiredLabel>}
              {...fieldError(errors.recipientName?.message)}
            >
              <Input
                autoComplete="off"
                aria-required="true"
                maxLength={100}
                {...register('recipientName')}
                {...fieldControlProps(ids.recipientName, errors.recipientName?.message)}
              />
            </FormField>
            <FormField
              id={ids.recipientEmail}
              label={<RequiredLabel>{t('giftCards.form.recipientEmail')}</RequiredLabel>}
              {...fieldError(errors.recipientEmail?.message)}
            >
              <Input
                type="email"
                dir="ltr"
                className="rtl:text-end"
                autoComplete="off"
                inputMode="email"
                aria-required="true"
                maxLength={254}
                {...register('recipientEmail')}
                {...fieldControlProps(ids.recipientEmail, errors.recipientEmail?.message)}
              />
            </FormField>
          </div>
          <FormField id={ids.message} label={t('giftCards.form.message')} {...fieldError(errors.message?.message)}>
            <Textarea
              rows={4}
              maxLength={options.maxMessage}
              placeholder={t('giftCards.form.message.placeholder')}
              {...register('message')}
              {...fieldControlProps(ids.message, errors.message?.message)}
              aria-describedby={describedBy(ids.messageLeft, errors.message?.message !== undefined && fieldErrorId(ids.message))}
            />
            <p id={ids.messageLeft} className="text-end text-sm text-muted">
              {t('giftCards.form.message.left', { count: messageLeft, max: options.maxMessage })}
            </p>
          </FormField>
          <FormField
            id={ids.deliveryDate}
            label={<RequiredLabel>{t('giftCards.form.deliveryDate')}</RequiredLabel>}
            {...fieldError(errors.deliveryDate?.message)}
            className="sm:max-w-xs"
          >
            <Input
              type="date"
              dir="ltr"
              className="rtl:text-end"
              min={delivery.first}
              max={delivery.last}
              aria-required="true"
              {...register('deliveryDate')}
              {...fieldControlProps(ids.deliveryDate, errors.deliveryDate?.message)}
              aria-describedby={describedBy(ids.deliveryDateHint, errors.deliveryDate?.message !== undefined && fieldErrorId(ids.deliveryDate))}
            />
            <p id={ids.deliveryDateHint} className="text-sm text-muted">
              {t('giftCards.form.deliveryDate.hint')}
            </p>
          </FormField>
        </fieldset>

        <fieldset className="space-y-6">
          <GroupLegend>{t('giftCards.form.buyer')}</GroupLegend>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField
              id={ids.buyerName}
              label={<RequiredLabel>{t('giftCards.form.buyerName')}</RequiredLabel>}
              {...fieldError(errors.buyerName?.message)}
            >
              <Input
                autoComplete="name"
                aria-required="true"
                maxLength={100}
                {...register('buyerName')}
                {...fieldControlProps(ids.buyerName, errors.buyerName?.message)}
              />
            </FormField>
            <FormField
              id={ids.buyerEmail}
              label={<RequiredLabel>{t('giftCards.form.buyerEmail')}</RequiredLabel>}
              {...fieldError(errors.buyerEmail?.message)}
            >
              <Input
                type="email"
                dir="ltr"
                className="rtl:text-end"
                autoComplete="email"
                inputMode="email"
                aria-required="true"
                maxLength={254}
                {...register('buyerEmail')}
                {...fieldControlProps(ids.buyerEmail, errors.buyerEmail?.message)}
                aria-describedby={describedBy(ids.buyerEmailHint, errors.buyerEmail?.message !== undefined && fieldErrorId(ids.buyerEmail))}
              />
              <p id={ids.buyerEmailHint} className="text-sm text-muted">
                {t('giftCards.form.buyerEmail.hint')}
              </p>
            </FormField>
          </div>
        </fieldset>

        <div className="space-y-2 rounded-xl bg-sand-200 p-5">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1" aria-live="polite" data-testid="gift-card-total">
            <span className="font-semibold text-forest-800">{t('giftCards.form.total')}</span>{' '}
            {total === null ? (
              <span className="text-muted">{t('giftCards.form.total.none')}</span>
            ) : (
              <span className="font-display text-3xl font-semibold text-gold-700">
                <Price amount={total} />
              </span>
            )}
          </p>
          <p className="text-sm text-muted">{t('giftCards.form.validity', { months: formatMonths(options.expiryMonths, locale) })}</p>
        </div>

        {failure !== null ? (
          <div id={ids.alert} role="alert" className="rounded-xl border border-danger/40 bg-[#fdf6f5] p-5 text-ink">
            <p className="flex items-center gap-2 font-semibold text-danger">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
              {t('giftCards.alert.title')}
            </p>
            <p className="mt-2">{failure}</p>
            <SpaContactLinks className="mt-4 flex flex-wrap gap-3" />
          </div>
        ) : null}

        <div className="space-y-3">
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-spin-slow" />
                {t('giftCards.form.submitting')}
              </>
            ) : (
              <>
                <CreditCard aria-hidden="true" />
                {t('giftCards.form.submit')}
              </>
            )}
          </Button>
          <p className="text-center text-sm text-muted">{t('giftCards.form.secure')}</p>
        </div>
      </ReadyFieldset>
    </form>
  );
}
