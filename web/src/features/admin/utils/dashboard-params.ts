import { isBookingStatus, type BookingStatus } from './booking-status';
import { parsePage } from './pagination';

/** SPEC §2: the dashboard's six tabs, Bookings by default. */
export const dashboardTabs = ['bookings', 'customers', 'messages', 'services', 'income', 'reports'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const isDashboardTab = (value: string): value is DashboardTab => (dashboardTabs as readonly string[]).includes(value);

/**
 * The dashboard's view, kept in the URL (`/admin?tab=bookings&page=2&status=pending&date=2026-05-01&q=layla`)
 * so that a reload or a shared link shows the same rows. Page, status, date and search belong to the tab shown.
 */
export interface DashboardParams {
  tab: DashboardTab;
  page: number;
  /** '' = every status. */
  status: BookingStatus | '';
  /** YYYY-MM-DD, or '' = every day. */
  date: string;
  /** Customer name or e-mail; '' = everyone. */
  q: string;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function parseDashboardParams(search: URLSearchParams): DashboardParams {
  const tab = search.get('tab') ?? '';
  const status = search.get('status') ?? '';
  const date = search.get('date') ?? '';
  return {
    tab: isDashboardTab(tab) ? tab : 'bookings',
    page: parsePage(search.get('page')),
    status: isBookingStatus(status) ? status : '',
    date: isDay(date) ? date : '',
    q: (search.get('q') ?? '').trim().slice(0, 200),
  };
}

/** The query string of a view; defaults are left out, so the plain dashboard is just `/admin`. */
export function dashboardSearch(params: DashboardParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'bookings') search.set('tab', params.tab);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.status !== '') search.set('status', params.status);
  if (params.date !== '') search.set('date', params.date);
  if (params.q !== '') search.set('q', params.q);
  return search;
}

/** A change of the filters of the tab shown: back to its first page. A change of tab starts that tab afresh. */
export function updateDashboardParams(current: DashboardParams, change: Partial<DashboardParams>): DashboardParams {
  if (change.tab !== undefined && change.tab !== current.tab) {
    return { tab: change.tab, page: 1, status: '', date: '', q: '' };
  }
  const filtersChanged =
    (change.status !== undefined && change.status !== current.status) ||
    (change.date !== undefined && change.date !== current.date) ||
    (change.q !== undefined && change.q !== current.q);
  const next = { ...current, ...change };
  return filtersChanged && change.page === undefined ? { ...next, page: 1 } : next;
}
