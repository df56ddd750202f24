import type { BookingStatus } from './booking-status';

/** The Bookings tab's view, as the dashboard's URL keeps it. */
export interface BookingsView {
  page: number;
  /** '' = every status. */
  status: BookingStatus | '';
  /** YYYY-MM-DD, or '' = every day. */
  date: string;
  /** Customer name or e-mail; '' = everyone. */
  q: string;
}

export const hasBookingFilters = (view: BookingsView) => view.q !== '' || view.status !== '' || view.date !== '';
