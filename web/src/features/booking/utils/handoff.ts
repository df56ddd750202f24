/**
 * What the return from the payment page needs of a booking awaiting its deposit, kept in this tab's sessionStorage
 * before the redirect: the WhatsApp hand-off is offered only once the guest comes back paid, and the way back to the
 * payment page when they cancelled. Nothing about a booking is ever read from the server by its id alone (the return
 * address carries only the id): what the page shows is what this tab kept, for this booking, or nothing.
 */
export interface DepositHandoff {
  bookingId: number;
  /** The WhatsApp message naming the booking, as the form would have opened it. */
  whatsappUrl: string;
  /** The payment page, while it still takes the payment. */
  paymentUrl: string;
  /** When the booking's place is released unless paid (RFC 3339), or '' when the server did not say. */
  holdExpiresAt: string;
  /** Whether paying confirms the booking at once (its policy's confirmOnPayment), so the return can say so. */
  confirmed: boolean;
}

const key = 'dayspa.depositHandoff';

/** Keeps `handoff` for the return; a browser that refuses storage only loses the hand-off, never the booking. */
export function keepHandoff(handoff: DepositHandoff): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(handoff));
  } catch {
    // Storage full or refused (private mode): the return page says the generic words.
  }
}

/** The hand-off kept for booking `bookingId`, or null when this tab kept none for it. */
export function readHandoff(bookingId: number): DepositHandoff | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<DepositHandoff>;
    if (value.bookingId !== bookingId || typeof value.whatsappUrl !== 'string' || typeof value.paymentUrl !== 'string') {
      return null;
    }
    return {
      bookingId,
      whatsappUrl: value.whatsappUrl,
      paymentUrl: value.paymentUrl,
      holdExpiresAt: typeof value.holdExpiresAt === 'string' ? value.holdExpiresAt : '',
      confirmed: value.confirmed === true,
    };
  } catch {
    return null;
  }
}

/** The return's `?payment=paid|cancelled&booking=<id>`, or null for any other address. */
export function paymentReturn(params: URLSearchParams): { outcome: 'paid' | 'cancelled'; bookingId: number } | null {
  const outcome = params.get('payment');
  const booking = params.get('booking') ?? '';
  if ((outcome !== 'paid' && outcome !== 'cancelled') || !/^\d{1,15}$/.test(booking)) return null;
  return { outcome, bookingId: Number(booking) };
}
