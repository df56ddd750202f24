/** The buyer's return from the payment page (`?paid=1`, `?cancelled=1`), or null for a plain visit. */
export function paymentOutcome(params: URLSearchParams): 'paid' | 'cancelled' | null {
  if (params.get('paid') === '1') return 'paid';
  if (params.get('cancelled') === '1') return 'cancelled';
  return null;
}
