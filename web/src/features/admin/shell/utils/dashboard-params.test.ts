import { describe, expect, it } from 'vitest';

import { noIncomeFilters } from '../../income/utils/income-filters';
import { dashboardSearch, dashboardTabs, parseDashboardParams, placeSearch, updateDashboardParams, type DashboardParams } from './dashboard-params';

const parse = (query: string) => parseDashboardParams(new URLSearchParams(query));
const plain: DashboardParams = { tab: 'bookings', page: 1, status: '', date: '', q: '', by: '', ...noIncomeFilters, day: '', view: 'therapists', booking: null };

describe('dashboard URL state', () => {
  it('keeps the Income charts\' grain, leaving the default day out', () => {
    expect(parse('tab=income&by=week').by).toBe('week');
    expect(parse('tab=income&by=day').by).toBe('');
    expect(parse('tab=income&by=year').by).toBe('');
    expect(dashboardSearch({ ...plain, tab: 'income', from: '2026-11-01', by: 'month' }).toString()).toBe('tab=income&by=month&from=2026-11-01');
  });

  it('defaults to the first page of every booking', () => {
    expect(parse('')).toEqual(plain);
    expect(dashboardSearch(plain).toString()).toBe('');
  });

  it('reads the tab, page, status, date and search', () => {
    expect(parse('tab=bookings&page=2&status=pending&date=2026-05-01&q=%20layla%20')).toEqual({
      tab: 'bookings',
      page: 2,
      status: 'pending',
      date: '2026-05-01',
      q: 'layla',
      by: '',
      ...noIncomeFilters,
      day: '',
      view: 'therapists',
      booking: null,
    });
    expect(parse('tab=customers&page=3').tab).toBe('customers');
  });

  it('ignores values it does not know', () => {
    expect(parse('tab=secrets&page=-1&status=archived&date=tomorrow')).toEqual(plain);
    expect(parse('date=2026-13-45').date).toBe('');
  });

  it('writes a view back without its defaults, and reads it back the same', () => {
    const view: DashboardParams = { ...plain, page: 2, status: 'pending', q: 'a@b.ae' };
    const search = dashboardSearch(view);
    expect(search.toString()).toBe('page=2&status=pending&q=a%40b.ae');
    expect(parseDashboardParams(search)).toEqual(view);
  });

  it('goes back to page 1 when a filter changes, and starts a new tab afresh', () => {
    const onPage3: DashboardParams = { ...plain, page: 3, status: 'pending' };
    expect(updateDashboardParams(onPage3, { q: 'layla' })).toEqual({ ...onPage3, q: 'layla', page: 1 });
    expect(updateDashboardParams(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(updateDashboardParams(onPage3, { status: 'pending' })).toEqual(onPage3);
    expect(updateDashboardParams(onPage3, { tab: 'customers' })).toEqual({ ...plain, tab: 'customers' });
  });

  it('reads the income filters of the URL and writes them back the same', () => {
    const query = 'tab=income&page=2&from=2026-05-01&to=2026-05-31&source=Ph+Snap&therapist=Amal&minTotal=100&maxTotal=250.5';
    const view = parse(query);
    expect(view).toEqual({
      ...plain,
      tab: 'income',
      page: 2,
      from: '2026-05-01',
      to: '2026-05-31',
      source: 'Ph Snap',
      therapist: 'Amal',
      minTotal: '100',
      maxTotal: '250.5',
    });
    expect(dashboardSearch(view).toString()).toBe(query);
  });

  it('leaves out income filters the server would not take', () => {
    const view = parse('tab=income&from=May&to=2026-02-30x&source=%7Bname%7D&minTotal=-5&maxTotal=12.345&therapist=%20%20');
    expect(view).toEqual({ ...plain, tab: 'income' });
    expect(parse('tab=income&maxTotal=1000000.01').maxTotal).toBe('');
    expect(parse('tab=income&maxTotal=1000000').maxTotal).toBe('1000000');
    expect(parse(`tab=income&therapist=${'x'.repeat(150)}`).therapist).toHaveLength(100);
  });

  it('goes back to page 1 when an income filter changes, and forgets the filters on another tab', () => {
    const income: DashboardParams = { ...plain, tab: 'income', page: 3, therapist: 'amal' };
    expect(updateDashboardParams(income, { source: 'Wgg' })).toEqual({ ...income, source: 'Wgg', page: 1 });
    expect(updateDashboardParams(income, { therapist: 'amal' })).toEqual(income);
    expect(updateDashboardParams(income, { minTotal: '10', page: 2 })).toEqual({ ...income, minTotal: '10', page: 2 });
    expect(updateDashboardParams(income, { tab: 'bookings' })).toEqual(plain);
  });

  it('knows every place, Today first, and opens Bookings without a tab', () => {
    expect(dashboardTabs).toEqual(['today', 'calendar', 'bookings', 'customers', 'messages', 'services', 'team', 'hours', 'blog', 'gallery', 'team-page', 'reviews', 'income', 'expenses', 'deposits', 'gift-cards', 'invoices', 'reports', 'outbox', 'staff', 'activity', 'my-day', 'my-earnings', 'account']);
    expect(parse('tab=today').tab).toBe('today');
    expect(parse('tab=my-day').tab).toBe('my-day');
    expect(placeSearch('bookings')).toBe('');
    expect(placeSearch('team-page')).toBe('?tab=team-page');
  });

  it("reads the calendar's day, view and open booking, and writes them back the same", () => {
    const query = 'tab=calendar&day=2026-11-28&view=rooms&booking=42';
    const view = parse(query);
    expect(view).toEqual({ ...plain, tab: 'calendar', day: '2026-11-28', view: 'rooms', booking: 42 });
    expect(dashboardSearch(view).toString()).toBe(query);
    // The default view (a column per therapist) is left out of the URL.
    expect(dashboardSearch({ ...view, view: 'therapists' }).toString()).toBe('tab=calendar&day=2026-11-28&booking=42');
  });

  it('leaves out a calendar day, view or booking that is not one', () => {
    expect(parse('tab=calendar&day=28-11-2026&view=month&booking=0')).toEqual({ ...plain, tab: 'calendar' });
    expect(parse('booking=-3').booking).toBeNull();
    expect(parse('booking=12abc').booking).toBeNull();
    expect(parse('booking=1e3').booking).toBeNull();
    expect(parse(`booking=${'9'.repeat(16)}`).booking).toBeNull();
    expect(parse('view=week').view).toBe('week');
  });

  it('opens another place with what the change says of it, and forgets the calendar elsewhere', () => {
    const search: DashboardParams = { ...plain, q: 'layla', page: 2 };
    expect(updateDashboardParams(search, { tab: 'calendar', day: '2026-11-28', booking: 7 })).toEqual({
      ...plain,
      tab: 'calendar',
      day: '2026-11-28',
      booking: 7,
    });
    const calendar: DashboardParams = { ...plain, tab: 'calendar', day: '2026-11-28', view: 'week', booking: 7 };
    expect(updateDashboardParams(calendar, { booking: null })).toEqual({ ...calendar, booking: null });
    expect(updateDashboardParams(calendar, { tab: 'bookings' })).toEqual(plain);
  });
});
