import type { Permission } from '../../shared/api/get-admin-me';
import type { NavCounts } from '../../shared/api/get-admin-nav';
import type { DashboardTab } from './dashboard-params';

/** Each place's name, as the navigation and the place's heading say it. */
export const placeNames: Record<DashboardTab, string> = {
  today: 'Today',
  calendar: 'Calendar',
  bookings: 'Bookings',
  customers: 'Customers',
  messages: 'Messages',
  services: 'Services',
  team: 'Team & Rooms',
  hours: 'Hours',
  blog: 'Blog',
  gallery: 'Gallery',
  'team-page': 'Team page',
  reviews: 'Reviews & FAQ',
  income: 'Income',
  expenses: 'Expenses',
  deposits: 'Deposits & fees',
  'gift-cards': 'Gift cards & packages',
  invoices: 'Invoices',
  reports: 'Reports',
  outbox: 'Sent e-mails',
  staff: 'Staff accounts',
  activity: 'Activity',
  account: 'My account',
  'my-day': 'My day',
  'my-earnings': 'My earnings',
};

/** The navigation's groups, in order; every place is in exactly one. */
export const placeGroups: readonly { title: string; places: readonly DashboardTab[] }[] = [
  { title: 'Today', places: ['today', 'calendar', 'bookings', 'customers', 'messages'] },
  { title: 'Menu and team', places: ['services', 'team', 'hours'] },
  { title: 'Website', places: ['blog', 'gallery', 'team-page', 'reviews'] },
  { title: 'Money', places: ['income', 'expenses', 'deposits', 'gift-cards', 'invoices', 'reports'] },
  { title: 'System', places: ['outbox', 'staff', 'activity'] },
  { title: 'Mine', places: ['my-day', 'my-earnings', 'account'] },
];

/**
 * The permission (one of GET /api/admin/me's) each place needs: the server refuses the place's reads to a role
 * without it, so the navigation shows the place only to those who have it.
 */
export const placePermission: Record<DashboardTab, Permission> = {
  today: 'today',
  calendar: 'calendar',
  bookings: 'bookings',
  customers: 'customers',
  messages: 'messages',
  services: 'content',
  team: 'team',
  hours: 'settings',
  blog: 'content',
  gallery: 'content',
  'team-page': 'content',
  reviews: 'content',
  income: 'income',
  // Spending is money the owner and the managers keep, as the takings are.
  expenses: 'income',
  // The policies are the spa's settings, as the API requires (PermSettings).
  deposits: 'settings',
  // What holders are owed is money the owner and the managers keep, as the API requires (PermIncome).
  'gift-cards': 'income',
  invoices: 'checkout',
  reports: 'reports',
  outbox: 'sent_emails',
  staff: 'accounts',
  activity: 'audit',
  account: 'signed_in',
  'my-day': 'own_calendar',
  'my-earnings': 'own_earnings',
};

/** Whether a person with these permissions may open the place. */
export const mayOpen = (place: DashboardTab, permissions: readonly Permission[]): boolean => permissions.includes(placePermission[place]);

/** The navigation's groups with only the places the person may open; a group left with none is left out. */
export function placeGroupsFor(permissions: readonly Permission[]): { title: string; places: DashboardTab[] }[] {
  return placeGroups
    .map((group) => ({ title: group.title, places: group.places.filter((place) => mayOpen(place, permissions)) }))
    .filter((group) => group.places.length > 0);
}

/** The first place, in the navigation's order, the person may open (none when her role opens no place). */
export const firstPlaceFor = (permissions: readonly Permission[]): DashboardTab | undefined => placeGroupsFor(permissions)[0]?.places[0];

/** The phone's bottom bar: these four, then More with the rest. */
export const bottomBarPlaces: readonly DashboardTab[] = ['today', 'calendar', 'bookings', 'messages'];

export const morePlaces: readonly DashboardTab[] = placeGroups.flatMap((group) => group.places).filter((place) => !bottomBarPlaces.includes(place));

/** What the navigation shows for a place: "Bookings (12)", what screen readers hear, and a badge of what waits. */
export interface PlaceLabel {
  /** The visible name with its count: "Bookings (12)", or the name alone. */
  label: string;
  /** The name screen readers hear when it says more than `label`: "Bookings (12), 3 new". */
  ariaLabel?: string;
  /** What waits there, beside the name: "3 new". */
  badge?: string;
}

/** The list a place counts, as the server counts it (none for the places without a count). */
const countOf: Partial<Record<DashboardTab, (counts: NavCounts) => number>> = {
  bookings: (counts) => counts.bookings,
  customers: (counts) => counts.customers,
  messages: (counts) => counts.unreadMessages,
  services: (counts) => counts.services,
  blog: (counts) => counts.posts,
  income: (counts) => counts.income,
};

/**
 * A place's label: its name with its count once the counts are known ("Bookings (12)", "Messages (2)" for the
 * unread ones). New booking requests add "3 new" beside Bookings; screen readers hear "Messages (2), unread".
 */
export function placeLabel(place: DashboardTab, counts: NavCounts | undefined): PlaceLabel {
  const name = placeNames[place];
  const count = countOf[place];
  if (!counts || !count) return { label: name };
  const label = `${name} (${String(count(counts))})`;
  if (place === 'messages') return { label, ariaLabel: `${label}, unread` };
  if (place === 'bookings' && counts.newRequests > 0) {
    const badge = `${String(counts.newRequests)} new`;
    return { label, ariaLabel: `${label}, ${badge}`, badge };
  }
  return { label };
}
