import { describe, expect, it } from 'vitest';

import { dashboardSearch, parseDashboardParams, updateDashboardParams, type DashboardParams } from './dashboard-params';

const parse = (query: string) => parseDashboardParams(new URLSearchParams(query));
const plain: DashboardParams = { tab: 'bookings', page: 1, status: '', date: '', q: '' };

describe('dashboard URL state', () => {
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
    });
    expect(parse('tab=customers&page=3').tab).toBe('customers');
  });

  it('ignores values it does not know', () => {
    expect(parse('tab=secrets&page=-1&status=archived&date=tomorrow')).toEqual(plain);
    expect(parse('date=2026-13-45').date).toBe('');
  });

  it('writes a view back without its defaults, and reads it back the same', () => {
    const view: DashboardParams = { tab: 'bookings', page: 2, status: 'pending', date: '', q: 'a@b.ae' };
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
});
