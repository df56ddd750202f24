import { createContext, useContext } from 'react';

/** The booking a Checkout button opens the desk's Checkout for. */
export interface CheckoutBooking {
  id: number;
  customerName: string;
}

/**
 * How a booking's Checkout is opened, given by the dashboard's shell to the places that show bookings (the
 * calendar's side panel, the Bookings list, Today): null for a person whose role may not check out, who is
 * offered no Checkout. The places stay apart from the Checkout area: they only call this.
 */
export const CheckoutLauncher = createContext<((booking: CheckoutBooking) => void) | null>(null);

export const useCheckoutLauncher = () => useContext(CheckoutLauncher);

/**
 * The statuses that may still be checked out: a cancelled booking or a no-show never is. A pending or completed
 * booking may be, unless it already has its invoice; the server answers that one's draft with its refusal.
 */
export const checkoutStatuses: readonly string[] = ['pending', 'confirmed', 'completed'];

export const mayCheckOut = (status: string): boolean => checkoutStatuses.includes(status);
