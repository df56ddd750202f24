import type { SearchResults } from '../api/search-admin';

/** One result as the listbox offers it: its group, its words and the place it opens. */
export interface SearchOption {
  key: string;
  group: 'Bookings' | 'Customers' | 'Messages';
  label: string;
  detail: string;
  href: string;
}

/**
 * The results in the order the list shows them, grouped Bookings, Customers, Messages, each with the place it
 * opens: a booking in the Calendar on its day with its panel open, a customer in Customers searched by their
 * e-mail, a message in Messages. `day` writes a booking's day.
 */
export function searchOptions(results: SearchResults, day: (date: string) => string): SearchOption[] {
  return [
    ...results.bookings.map((b) => ({
      key: `booking-${String(b.id)}`,
      group: 'Bookings' as const,
      label: `#${String(b.id)} ${b.customerName}`,
      detail: `${b.serviceName} · ${day(b.bookingDate)} ${b.bookingTime} · ${b.status === 'no_show' ? 'No-show' : b.status.charAt(0).toUpperCase() + b.status.slice(1)}`,
      href: `/admin?${new URLSearchParams({ tab: 'calendar', day: b.bookingDate, booking: String(b.id) }).toString()}`,
    })),
    ...results.customers.map((c) => ({
      key: `customer-${String(c.id)}`,
      group: 'Customers' as const,
      label: c.name,
      detail: [c.email, c.phone].filter((part) => part !== '').join(' · '),
      href: `/admin?${new URLSearchParams({ tab: 'customers', q: c.email }).toString()}`,
    })),
    ...results.messages.map((m) => ({
      key: `message-${String(m.id)}`,
      group: 'Messages' as const,
      label: `${m.name}${m.isRead ? '' : ' (unread)'}`,
      detail: m.excerpt,
      href: '/admin?tab=messages',
    })),
  ];
}
