import { CalendarCheck, CircleCheck, CircleX, Gift, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { buttonLook } from '@/components/ui/button-look';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

import { SpaContactLinks } from './spa-contact-links';

/** A notice the page opens with on the return from the payment page: focused, so it is what is read first. */
function useFocusOnShow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/**
 * Back from the payment page, paid (`?paid=1`): the thanks. The address names no order, so it says what happens
 * to any paid offer: the code and the tax invoice by e-mail, then booking with the code.
 */
export function OfferPaid() {
  const t = useT();
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-green-700/40 bg-green-50 p-6 text-ink"
      data-testid="offer-paid"
    >
      <p className="flex items-center gap-2 text-xl font-semibold text-forest-800">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-800" />
        {t('packages.paid.title')}
      </p>
      <p className="mt-2">{t('packages.paid.text')}</p>
      <Link to={paths.booking.getHref()} className={buttonLook({ className: 'mt-5' })}>
        <CalendarCheck aria-hidden="true" />
        {t('packages.paid.book')}
      </Link>
    </div>
  );
}

/** Back from the payment page without paying (`?cancelled=1`): nothing was charged; the offers follow. */
export function OfferCancelled() {
  const t = useT();
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-6 rounded-xl border border-gold-700/40 bg-sand-100 p-5 text-ink"
      data-testid="offer-cancelled"
    >
      <p className="flex items-center gap-2 text-lg font-semibold text-forest-800">
        <CircleX aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
        {t('packages.cancelled.title')}
      </p>
      <p className="mt-2">{t('packages.cancelled.text')}</p>
    </div>
  );
}

/** No online payments now (`available` false): the offers are listed without a Buy button, and this says why. */
export function OffersUnavailable() {
  const t = useT();
  return (
    <div className="mb-6 rounded-xl bg-sand-200 p-6 text-center" data-testid="offers-unavailable">
      <p className="text-xl font-semibold text-forest-800">{t('packages.unavailable.title')}</p>
      <p className="mt-2 text-muted">{t('packages.unavailable.text')}</p>
      <SpaContactLinks />
    </div>
  );
}

/** Nothing on sale online: a kind word and the way to a gift card instead. */
export function OffersEmpty() {
  const t = useT();
  return (
    <div className="rounded-xl bg-sand-200 p-6 text-center" data-testid="offers-empty">
      <p className="text-xl font-semibold text-forest-800">{t('packages.empty.title')}</p>
      <p className="mt-2 text-muted">{t('packages.empty.text')}</p>
      <Link to={paths.giftCards.getHref()} className={buttonLook({ variant: 'outline', className: 'mt-5' })}>
        <Gift aria-hidden="true" />
        {t('packages.empty.link')}
      </Link>
    </div>
  );
}

/** The offers could not be read: the ways to reach the spa. */
export function OffersLoadError() {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl bg-sand-200 p-6 text-center">
      <p className="flex items-center justify-center gap-2 text-xl font-semibold text-forest-800">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
        {t('packages.loadError.title')}
      </p>
      <p className="mt-2 text-muted">{t('packages.loadError.text')}</p>
      <SpaContactLinks />
    </div>
  );
}
