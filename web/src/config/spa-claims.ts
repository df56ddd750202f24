import type { MessageId } from '@/lib/i18n';

/**
 * The spa's static claims (docs/product.md, Every page): shown on Home and About. One place, so the
 * pages never disagree. The guest rating is not one of them: it is worked out from the reviews the
 * manager shows (features/home/api/get-reviews.ts, spaRating), the same figure as the DaySpa structured
 * data's, and left out when there are none.
 */
export const ratingLabel = 'Guest Rating';
export const ratingLabelId: MessageId = 'claims.rating';

export const spaClaims = {
  returningClients: { value: '1000+', label: 'Returning Clients', labelId: 'claims.returningClients' },
  happyClients: { value: '3000+', label: 'Happy Clients', labelId: 'claims.happyClients' },
  treatments: { value: '25+', label: 'Signature Treatments', labelId: 'claims.treatments' },
  years: { value: '5+', label: 'Years of Excellence', labelId: 'claims.years' },
} as const satisfies Record<string, { value: string; label: string; labelId: MessageId }>;
