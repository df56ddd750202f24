import { useState } from 'react';

import type { OfferOnSale } from '../api/get-offers';
import { OfferCard } from './offer-card';

/** The offers on sale, a card each (one column on a phone); one buy form open at a time. */
export function OfferList({ offers, canBuy }: { offers: readonly OfferOnSale[]; canBuy: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard
            offer={offer}
            canBuy={canBuy}
            open={openId === offer.id}
            onOpen={() => {
              setOpenId(offer.id);
            }}
            onClose={() => {
              setOpenId(null);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
