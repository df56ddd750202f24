import { useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/hooks/use-hydrated';
import { useT } from '@/lib/i18n';

import { useOffers } from '../api/get-offers';
import { paymentOutcome } from '@/lib/hosted-payment';
import { OfferCancelled, OfferPaid, OffersEmpty, OffersLoadError, OffersUnavailable } from './offer-notices';
import { OfferList } from './offer-list';

/**
 * The Packages page's offers: once they are in, a card each with a Buy button; while they load, a spinner holding
 * their place (the page's first HTML has none). Back from the payment page, paid: the thanks instead; cancelled: a
 * note above the offers. Not sold online now: the offers without Buy buttons and the spa's phone and WhatsApp. None
 * on sale: the way to a gift card.
 */
export function OffersOnSale() {
  const t = useT();
  const offers = useOffers();
  const [params] = useSearchParams();
  // The prerendered HTML has no address to read: the return's notice comes from the render after React adopted the
  // page, so the adoption matches.
  const hydrated = useHydrated();
  const outcome = hydrated ? paymentOutcome(params) : null;

  if (outcome === 'paid') return <OfferPaid />;
  if (offers.isError) return <OffersLoadError />;
  if (!offers.data) return <Spinner label={t('packages.list.loading')} className="min-h-[50svh] items-start" />;
  const { available, offers: onSale } = offers.data;
  return (
    <>
      {outcome === 'cancelled' ? <OfferCancelled /> : null}
      {onSale.length === 0 ? (
        <OffersEmpty />
      ) : (
        <>
          {available ? null : <OffersUnavailable />}
          <OfferList offers={onSale} canBuy={available} />
        </>
      )}
    </>
  );
}
