/*
 * The trip to the payment provider's hosted page and back, for the pages that sell online (gift cards, packages and
 * memberships).
 */

/** Sends the browser to another site's page (the hosted payment page): a full navigation that leaves the app. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** The buyer's return from the payment page (`?paid=1`, `?cancelled=1`), or null for a plain visit. */
export function paymentOutcome(params: URLSearchParams): 'paid' | 'cancelled' | null {
  if (params.get('paid') === '1') return 'paid';
  if (params.get('cancelled') === '1') return 'cancelled';
  return null;
}
