import { Localized } from '@/components/ui/localized';
import { useLocale, useT } from '@/lib/i18n';
import { T } from '@/lib/trans';

import type { OfferOnSale } from '../api/get-offers';
import { categoryMessage, shortDuration } from '../utils/offer-words';

/**
 * What an offer's sessions are for: a package's count and its treatment with its length ('5 × Hot Stone Massage
 * (60 min)') or its category ('5 × Massage Therapy (any treatment of the category)'); a membership's the same without
 * the count, which its credits line gives. The treatment's name is the page's language's, the English one isolated
 * when it has no Arabic.
 */
export function OfferCovers({ offer }: { offer: OfferOnSale }) {
  const locale = useLocale();
  const t = useT();
  const counted = offer.kind === 'package';
  if (offer.service) {
    return (
      <T
        id={counted ? 'packages.covers.service' : 'packages.covers.each.service'}
        values={{
          sessions: offer.sessions,
          service: <Localized en={offer.service.name} ar={offer.service.nameAr} />,
          duration: shortDuration(offer.service.duration, locale),
        }}
      />
    );
  }
  const known = categoryMessage(offer.category);
  return (
    <T
      id={counted ? 'packages.covers.category' : 'packages.covers.each.category'}
      values={{ sessions: offer.sessions, category: known ? t(known) : <Localized en={offer.category} ar="" /> }}
    />
  );
}
