import { ReceiptText } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { mayCheckOut, useCheckoutLauncher } from '../utils/checkout-launcher';

/**
 * A booking's Checkout button: shown to a person who may check out, for a booking that may still be checked
 * out. `before` runs first (the calendar's side panel closes itself, so that Checkout is the one dialog open).
 */
export function CheckoutButton({
  booking,
  before,
  size = 'sm',
}: {
  booking: { id: number; status: string; customerName: string };
  before?: () => void;
  size?: 'sm' | 'md';
}) {
  const open = useCheckoutLauncher();
  if (!open || !mayCheckOut(booking.status)) return null;
  return (
    <Button
      size={size}
      variant="outline"
      aria-label={`Checkout ${booking.customerName}`}
      onClick={() => {
        before?.();
        open({ id: booking.id, customerName: booking.customerName });
      }}
    >
      <ReceiptText aria-hidden="true" />
      Checkout
    </Button>
  );
}
