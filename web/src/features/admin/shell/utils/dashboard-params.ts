import { isBookingStatus } from '../../bookings/utils/booking-status';
import type { BookingsView } from '../../bookings/utils/bookings-view';
import { noCalendarParams, parseCalendarParams, writeCalendarParams, type CalendarParams } from '../../calendar/utils/calendar-params';
import { incomeFilterKeys, isDay, noIncomeFilters, parseIncomeFilters, writeIncomeFilters, type IncomeFilters } from '../../income/utils/income-filters';
import { parseChartBy, type ChartBy } from '../../income/utils/chart-period';
import { parsePage } from '../../shared/utils/pagination';

/** The dashboard's places (the `tab` of its URL), in the navigation's order; Bookings by default. */
export const dashboardTabs = [
  'today',
  'calendar',
  'bookings',
  'customers',
  'messages',
  'services',
  'team',
  'hours',
  'blog',
  'gallery',
  'team-page',
  'reviews',
  'income',
  'expenses',
  'deposits',
  'gift-cards',
  'invoices',
  'reports',
  'outbox',
  'staff',
  'activity',
  'my-day',
  'my-earnings',
  'account',
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const isDashboardTab = (value: string): value is DashboardTab => (dashboardTabs as readonly string[]).includes(value);

/**
 * The dashboard's view, kept in the URL (`/admin?tab=bookings&page=2&status=pending&date=2026-05-01&q=layla`,
 * `/admin?tab=income&from=2026-05-01&therapist=amal`) so that a reload or a shared link shows the same rows.
 * Page and filters belong to the tab shown: status, date and q to Bookings (q to Customers too), the
 * income filters (IncomeFilters) to Income, the day, view and open booking (CalendarParams) to Calendar.
 */
export interface DashboardParams extends BookingsView, IncomeFilters, CalendarParams {
  tab: DashboardTab;
  /** The Income charts' grain: '' is by day. */
  by: ChartBy | '';
}

const firstView = (tab: DashboardTab): DashboardParams => ({ tab, page: 1, status: '', date: '', q: '', by: '', ...noIncomeFilters, ...noCalendarParams });

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
    by: parseChartBy(search),
    ...parseIncomeFilters(search),
    ...parseCalendarParams(search),
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
  if (params.by !== '') search.set('by', params.by);
  return writeCalendarParams(writeIncomeFilters(search, params), params);
}

/** The URL search (`?tab=customers`, or '' for Bookings) that opens a place afresh. */
export const placeSearch = (tab: DashboardTab): string => {
  const search = dashboardSearch(firstView(tab)).toString();
  return search === '' ? '' : `?${search}`;
};

const filterKeys = ['status', 'date', 'q', ...incomeFilterKeys] as const;

/**
 * A change of the filters of the place shown: back to its first page. A change of place starts that place
 * afresh, with what the change says of it (`{ tab: 'calendar', day: '2026-11-28', booking: 42 }`).
 */
export function updateDashboardParams(current: DashboardParams, change: Partial<DashboardParams>): DashboardParams {
  if (change.tab !== undefined && change.tab !== current.tab) return { ...firstView(change.tab), ...change };
  const filtersChanged = filterKeys.some((key) => change[key] !== undefined && change[key] !== current[key]);
  const next = { ...current, ...change };
  return filtersChanged && change.page === undefined ? { ...next, page: 1 } : next;
}
