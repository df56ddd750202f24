import { CreditCard, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RequiredLabel } from '@/components/ui/required-label';
import { ApiError } from '@/lib/api-client';
import { i18n, useLocale, useT, type Locale, type Translate } from '@/lib/i18n';
import { errorId, ltr, sayFormMessage, sayServerError, serverErrorCode, serverFieldMessages } from '@/lib/server-messages';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { buyFields, buyProblems, toOfferPurchase, useBuyOffer, type BuyField, type BuyForm, type BuyProblems } from '../api/buy-offer';
import type { OfferOnSale } from '../api/get-offers';
import { leaveFor } from '@/lib/hosted-payment';
import { priceText } from '../utils/offer-words';
import { SpaContactLinks } from './spa-contact-links';

/**
 * Why the purchase could not start, in the page's language: the server's message by its code when the errors catalog
 * knows it, else the page's own words for that kind of failure (the offer gone, no online payments, the rate limit).
 */
function failureText(error: unknown, locale: Locale, t: Translate, contact: { phone: string; whatsapp: string }): string {
  const code = serverErrorCode(error);
  const known = code !== null && Object.hasOwn(i18n.messages, errorId(code));
  const said = known ? sayServerError(error, locale, t, contact) : null;
  if (said) return said.text;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return t('packages.alert.notFound');
  if (status === 409) return t('packages.alert.unavailable');
  if (status === 429) return t('packages.alert.tooMany');
  return t('packages.alert.failed');
}

/**
 * The short form that buys an offer (docs/product.md, Packages page): the buyer's name and e-mail, the total, then the
 * hosted payment page. The form's own checks and the server's refusals of a field show under it in the page's
 * language, by code, the first refused field focused; any other failure above the button, with the spa's phone and
 * WhatsApp. The name's field takes the focus when the form opens.
 */
export function OfferBuyForm({ offer, onCancel }: { offer: OfferOnSale; onCancel: () => void }) {
  const id = useId();
  const ids: Record<BuyField, string> & { hint: string; heading: string } = {
    buyerName: `${id}-name`,
    buyerEmail: `${id}-email`,
    hint: `${id}-email-hint`,
    heading: `${id}-heading`,
  };
  const locale = useLocale();
  const t = useT();
  const business = useBusiness();
  const contact = useMemo(() => {
    const mark = locale === 'ar' ? ltr : (text: string) => text;
    return { phone: mark(business.phone), whatsapp: mark(`+${business.whatsapp}`) };
  }, [business.phone, business.whatsapp, locale]);
  const [form, setForm] = useState<BuyForm>({ buyerName: '', buyerEmail: '' });
  const [problems, setProblems] = useState<BuyProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const buy = useBuyOffer();
  const nameField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameField.current?.focus();
  }, []);

  const said = (field: BuyField) => {
    const message = problems[field];
    if (message === undefined) return {};
    const text = sayFormMessage(message, locale, t, contact);
    return { error: text.text, errorLang: text.lang };
  };

  const show = (found: BuyProblems) => {
    setProblems(found);
    const first = buyFields.find((field) => found[field] !== undefined);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = buyProblems(form);
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    setProblems({});
    try {
      const checkout = await buy.mutateAsync({ id: offer.id, purchase: toOfferPurchase(form, locale) });
      setLeaving(true);
      leaveFor(checkout.paymentUrl);
    } catch (error) {
      const messages = serverFieldMessages(error);
      const placed: BuyProblems = {};
      for (const field of buyFields) if (messages[field] !== undefined) placed[field] = messages[field];
      if (Object.keys(placed).length > 0) {
        show(placed);
        return;
      }
      if (!(error instanceof ApiError)) console.error('The purchase could not start.', error);
      setFailure(failureText(error, locale, t, contact));
    }
  };

  const busy = buy.isPending || leaving;
  const emailError = said('buyerEmail');
  const price = priceText(offer.price, locale);

  return (
    <form noValidate aria-labelledby={ids.heading} onSubmit={(event) => void submit(event)} className="space-y-5 border-t border-sand-300 pt-5">
      <h4 id={ids.heading} className="font-display text-xl font-semibold text-forest-800">
        {t('packages.form.heading')}
      </h4>
      <p className="text-sm text-muted">
        <T id="packages.form.required" components={{ 0: <span aria-hidden="true" className="text-danger" />, 1: <span className="sr-only" /> }} />
      </p>
      <FormField id={ids.buyerName} label={<RequiredLabel>{t('packages.form.buyerName')}</RequiredLabel>} {...said('buyerName')}>
        <Input
          ref={nameField}
          autoComplete="name"
          aria-required="true"
          maxLength={100}
          value={form.buyerName}
          onChange={(e) => {
            setForm((current) => ({ ...current, buyerName: e.target.value }));
          }}
          {...fieldControlProps(ids.buyerName, problems.buyerName)}
        />
      </FormField>
      <FormField id={ids.buyerEmail} label={<RequiredLabel>{t('packages.form.buyerEmail')}</RequiredLabel>} {...emailError}>
        <Input
          type="email"
          dir="ltr"
          className="rtl:text-end"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          maxLength={254}
          value={form.buyerEmail}
          onChange={(e) => {
            setForm((current) => ({ ...current, buyerEmail: e.target.value }));
          }}
          {...fieldControlProps(ids.buyerEmail, problems.buyerEmail)}
          aria-describedby={[ids.hint, emailError.error !== undefined && fieldErrorId(ids.buyerEmail)].filter(Boolean).join(' ')}
        />
        <p id={ids.hint} className="text-sm text-muted">
          {t('packages.form.buyerEmail.hint')}
        </p>
      </FormField>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-sand-200 p-4" data-testid="offer-total">
        <span className="font-semibold text-forest-800">{t('packages.form.total')}</span>{' '}
        <span className="font-display text-2xl font-semibold text-gold-700">{locale === 'ar' ? <bdi>{price}</bdi> : price}</span>
      </p>
      {failure !== null ? (
        <div role="alert" className="rounded-xl border border-danger/40 bg-[#fdf6f5] p-5 text-ink">
          <p className="flex items-center gap-2 font-semibold text-danger">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t('packages.alert.title')}
          </p>
          <p className="mt-2">{failure}</p>
          <SpaContactLinks className="mt-4 flex flex-wrap gap-3" />
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" className="sm:flex-1" disabled={busy}>
          {busy ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-spin-slow" />
              {t('packages.form.submitting')}
            </>
          ) : (
            <>
              <CreditCard aria-hidden="true" />
              {t('packages.form.submit')}
            </>
          )}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onCancel} disabled={busy}>
          {t('packages.form.cancel')}
        </Button>
      </div>
      <p className="text-center text-sm text-muted">{t('packages.form.secure')}</p>
    </form>
  );
}
