import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';

import { buttonLook } from '@/components/ui/button-look';
import { Localized } from '@/components/ui/localized';
import { Spinner } from '@/components/ui/spinner';
import { loadMessages, useLocale, useT } from '@/lib/i18n';
import { formatMonths } from '@/lib/months';
import { T } from '@/lib/trans';

import type { OfferOnSale } from '../api/get-offers';
import { discountText, formatTreatments, priceText } from '../utils/offer-words';
import { OfferCovers } from './offer-covers';

// The buy form brings the purchase's code, the form's fields and the server's messages (the errors catalog): fetched
// only when a guest asks to buy (or points at a Buy button), so the page's first load stays light. The page's own parts
// join their classes without tailwind-merge (buttonLook), which the form's fields bring.
const loadBuyForm = () => Promise.all([import('./offer-buy-form'), loadMessages('errors')]).then(([module]) => ({ default: module.OfferBuyForm }));
const OfferBuyForm = lazy(loadBuyForm);
const preloadBuyForm = () => {
  loadBuyForm().catch(() => undefined); // a failure shows when the form renders
};

/** A price as the page writes it; on an Arabic page in its own <bdi>, so the amount and د.إ keep their order. */
function Price({ amount }: { amount: string }) {
  const locale = useLocale();
  const text = priceText(amount, locale);
  return locale === 'ar' ? <bdi>{text}</bdi> : <>{text}</>;
}

/** A membership's terms after its price: its credits each month, its member discount if any, its renewal. */
function MembershipTerms({ offer }: { offer: OfferOnSale }) {
  const locale = useLocale();
  const t = useT();
  const discount = discountText(offer.discountPercent);
  const parts = [
    t('packages.membership.credits', { treatments: formatTreatments(offer.sessions, locale) }),
    ...(discount ? [t('packages.membership.discount', { percent: discount })] : []),
    t('packages.membership.renewal'),
  ];
  return <>{parts.join(' · ')}</>;
}

/**
 * One offer on sale: its kind, its name in the page's language, what it covers, its price and its terms (a package's
 * validity, a membership's month). With `canBuy`, a Buy button that opens the short buy form in the card (its code
 * loaded then); Cancel closes it and gives the focus back to the button.
 */
export function OfferCard({
  offer,
  canBuy,
  open,
  onOpen,
  onClose,
}: {
  offer: OfferOnSale;
  canBuy: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const locale = useLocale();
  const t = useT();
  const buyButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    // Closed by Cancel: the focus goes back to the Buy button it came from.
    if (wasOpen.current && !open) buyButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm"
      data-testid="offer"
      data-offer-id={offer.id}
    >
      <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">
        {t(offer.kind === 'package' ? 'packages.kind.package' : 'packages.kind.membership')}
      </p>
      <h3 id={`${id}-name`} className="mt-1 text-2xl font-semibold">
        <Localized en={offer.name} ar={offer.nameAr} />
      </h3>
      <p className="mt-3 text-ink">
        <OfferCovers offer={offer} />
      </p>
      <p className="mt-4 font-display text-3xl font-semibold text-gold-700" data-testid="offer-price">
        {offer.kind === 'membership' ? (
          <T id="packages.membership.price" values={{ price: <Price amount={offer.price} /> }} />
        ) : (
          <Price amount={offer.price} />
        )}
      </p>
      <p className="mt-1 text-sm text-muted" data-testid="offer-terms">
        {offer.kind === 'membership' ? (
          <MembershipTerms offer={offer} />
        ) : (
          t('packages.validity', { months: formatMonths(offer.validMonths, locale) })
        )}
      </p>
      {canBuy ? (
        <div className="mt-auto pt-6">
          {open ? (
            <Suspense fallback={<Spinner label={t('packages.form.loading')} className="py-6" />}>
              <OfferBuyForm offer={offer} onCancel={onClose} />
            </Suspense>
          ) : (
            <button
              ref={buyButton}
              type="button"
              className={buttonLook({ className: 'w-full' })}
              onClick={onOpen}
              onPointerEnter={preloadBuyForm}
              onFocus={preloadBuyForm}
            >
              <ShoppingBag aria-hidden="true" />
              <span>
                <T
                  id="packages.buy"
                  values={{ name: <Localized en={offer.name} ar={offer.nameAr} /> }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </span>
            </button>
          )}
        </div>
      ) : null}
    </article>
  );
}
