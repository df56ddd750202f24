import { CircleCheck, CircleX, Gift, TriangleAlert } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

import { SpaContactLinks } from './spa-contact-links';

/**
 * Back from the payment page, paid (`?paid=1`): the thanks. The page does not know the order (the address names none),
 * so it says what happens to any paid card: the recipient's e-mail on the delivery date, a copy to the buyer.
 */
export function GiftCardPaid() {
  const t = useT();
  return (
    <div role="status" className="rounded-xl border border-green-700/40 bg-green-50 p-6 text-ink" data-testid="gift-card-paid">
      <p className="flex items-center gap-2 text-xl font-semibold text-forest-800">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-800" />
        {t('giftCards.paid.title')}
      </p>
      <p className="mt-2">{t('giftCards.paid.text')}</p>
      <Link to={paths.giftCards.getHref()} className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
        <Gift aria-hidden="true" />
        {t('giftCards.paid.another')}
      </Link>
    </div>
  );
}

/** Back from the payment page without paying (`?cancelled=1`): nothing was charged; the form follows. */
export function GiftCardCancelled() {
  const t = useT();
  return (
    <div role="status" className="mb-6 rounded-xl border border-gold-700/40 bg-sand-100 p-5 text-ink" data-testid="gift-card-cancelled">
      <p className="flex items-center gap-2 text-lg font-semibold text-forest-800">
        <CircleX aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
        {t('giftCards.cancelled.title')}
      </p>
      <p className="mt-2">{t('giftCards.cancelled.text')}</p>
    </div>
  );
}

/** No online payments now (the options' `available` is false): no form, the spa's phone and WhatsApp instead. */
export function GiftCardsUnavailable() {
  const t = useT();
  return (
    <div className="rounded-xl bg-sand-200 p-6 text-center" data-testid="gift-cards-unavailable">
      <p className="text-xl font-semibold text-forest-800">{t('giftCards.unavailable.title')}</p>
      <p className="mt-2 text-muted">{t('giftCards.unavailable.text')}</p>
      <SpaContactLinks />
    </div>
  );
}

/** The options could not be read: the same ways to reach the spa. */
export function GiftCardOptionsError() {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl bg-sand-200 p-6 text-center">
      <p className="flex items-center justify-center gap-2 text-xl font-semibold text-forest-800">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
        {t('giftCards.loadError.title')}
      </p>
      <p className="mt-2 text-muted">{t('giftCards.loadError.text')}</p>
      <SpaContactLinks />
    </div>
  );
}
