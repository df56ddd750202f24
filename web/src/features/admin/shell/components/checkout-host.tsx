import { lazy, Suspense, useState, type ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';

import type { Permission } from '../../shared/api/get-admin-me';
import { CheckoutLauncher, type CheckoutBooking } from '../../shared/utils/checkout-launcher';

// Checkout's code is fetched the first time the desk opens it.
const CheckoutDialog = lazy(() => import('../../checkout/components/checkout-dialog').then((m) => ({ default: m.CheckoutDialog })));

/**
 * Gives the places that show bookings their Checkout button, for a person whose role may check out, and shows
 * the Checkout of the booking it was pressed for. Others get no button.
 */
export function CheckoutHost({ permissions, children }: { permissions: readonly Permission[]; children: ReactNode }) {
  const [booking, setBooking] = useState<CheckoutBooking | null>(null);
  if (!permissions.includes('checkout')) return children;
  return (
    <CheckoutLauncher value={setBooking}>
      {children}
      {booking ? (
        <Suspense fallback={<Spinner label="Loading the checkout" className="fixed inset-0 z-50 bg-forest-900/30" />}>
          <CheckoutDialog
            key={booking.id}
            booking={booking}
            onClose={() => {
              setBooking(null);
            }}
          />
        </Suspense>
      ) : null}
    </CheckoutLauncher>
  );
}
