import { useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/hooks/use-hydrated';
import { useT } from '@/lib/i18n';

import { useGiftCardOptions } from '../api/get-gift-card-options';
import { paymentOutcome } from '@/lib/hosted-payment';
import { GiftCardForm } from './gift-card-form';
import { GiftCardCancelled, GiftCardOptionsError, GiftCardPaid, GiftCardsUnavailable } from './gift-card-notices';

/**
 * The card of the Gift cards page that sells one: the form once the options are in; while they load, a spinner that
 * holds the form's place (the page's first HTML has no options to offer). Back from the payment page, paid: the
 * thanks instead; cancelled: a note above the form. Gift cards not sold online now: the spa's phone and WhatsApp.
 */
export function GiftCardPurchase() {
  const t = useT();
  const options = useGiftCardOptions();
  const [params] = useSearchParams();
  // The prerendered HTML has no address to read: the return's message comes from the render after React adopted the
  // page, so the adoption matches.
  const hydrated = useHydrated();
  const outcome = hydrated ? paymentOutcome(params) : null;

  if (outcome === 'paid') return <GiftCardPaid />;
  if (options.isError) return <GiftCardOptionsError />;
  // A screen tall, as the form will be: How It Works and the footer stay below the fold until it takes its place.
  if (!options.data) return <Spinner label={t('giftCards.form.loading')} className="min-h-svh items-start" />;
  if (!options.data.available) return <GiftCardsUnavailable />;
  return (
    <>
      {outcome === 'cancelled' ? <GiftCardCancelled /> : null}
      <GiftCardForm options={options.data} />
    </>
  );
}
