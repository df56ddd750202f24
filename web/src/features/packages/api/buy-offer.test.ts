import { describe, expect, it } from 'vitest';

import { buyProblems, toOfferPurchase } from './buy-offer';

describe('the buy form', () => {
  it('checks the buyer as the server does, with its codes', () => {
    expect(buyProblems({ buyerName: ' O ', buyerEmail: 'omar@' })).toEqual({ buyerName: 'error.name.too_short', buyerEmail: 'error.email.invalid' });
    expect(buyProblems({ buyerName: 'x'.repeat(101), buyerEmail: 'omar@example.ae' })).toEqual({ buyerName: 'error.name.too_long' });
    expect(buyProblems({ buyerName: 'Omar Haddad', buyerEmail: ' omar@example.ae ' })).toEqual({});
  });

  it('sends the buyer trimmed, in the page’s language', () => {
    expect(toOfferPurchase({ buyerName: ' عمر ', buyerEmail: ' omar@example.ae ' }, 'ar')).toEqual({ buyerName: 'عمر', buyerEmail: 'omar@example.ae', language: 'ar' });
  });
});
