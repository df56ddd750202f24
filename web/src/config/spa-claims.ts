/**
 * The spa's static claims (docs/product.md, Every page): shown on Home and About. One place, so the
 * pages never disagree.
 */
export const spaClaims = {
  rating: { value: '4.9', label: 'Guest Rating' },
  returningClients: { value: '1000+', label: 'Returning Clients' },
  happyClients: { value: '3000+', label: 'Happy Clients' },
  treatments: { value: '25+', label: 'Signature Treatments' },
  years: { value: '5+', label: 'Years of Excellence' },
} as const;
