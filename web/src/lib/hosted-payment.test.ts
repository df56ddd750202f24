import { describe, expect, it } from 'vitest';

import { paymentOutcome } from './hosted-payment';

describe('paymentOutcome', () => {
  it('reads the return from the payment page, and nothing else', () => {
    expect(paymentOutcome(new URLSearchParams('paid=1'))).toBe('paid');
    expect(paymentOutcome(new URLSearchParams('cancelled=1'))).toBe('cancelled');
    expect(paymentOutcome(new URLSearchParams('paid=yes'))).toBeNull();
    expect(paymentOutcome(new URLSearchParams(''))).toBeNull();
  });
});
