import { describe, expect, it } from 'vitest';

import type { Permission } from '../../shared/api/get-admin-me';
import type { NavCounts } from '../../shared/api/get-admin-nav';
import { bottomBarPlaces, firstPlaceFor, mayOpen, morePlaces, placeGroups, placeGroupsFor, placeLabel, placePermission } from './admin-places';
import { dashboardTabs } from './dashboard-params';

const counts: NavCounts = { newRequests: 3, unreadMessages: 2, bookings: 120, customers: 40, services: 12, posts: 9, income: 55 };

describe("the dashboard's places", () => {
  it('groups every place once, in the navigation order', () => {
    expect(placeGroups.map((group) => group.title)).toEqual(['Today', 'Menu and team', 'Website', 'Money', 'System', 'Mine']);
    expect(placeGroups.flatMap((group) => group.places)).toEqual([...dashboardTabs]);
  });

  it('puts Today, Calendar, Bookings and Messages on the bottom bar and the rest under More', () => {
    expect(bottomBarPlaces).toEqual(['today', 'calendar', 'bookings', 'messages']);
    expect([...bottomBarPlaces, ...morePlaces].sort()).toEqual([...dashboardTabs].sort());
    expect(morePlaces).toEqual(['customers', 'services', 'team', 'hours', 'blog', 'gallery', 'team-page', 'reviews', 'income', 'expenses', 'deposits', 'gift-cards', 'invoices', 'reports', 'outbox', 'staff', 'activity', 'my-day', 'my-earnings', 'account']);
  });

  it("offers a therapist's own places only to whom the server gives their permission", () => {
    expect(placePermission['my-day']).toBe('own_calendar');
    expect(placePermission['my-earnings']).toBe('own_earnings');
    expect(firstPlaceFor(['signed_in', 'own_calendar', 'own_time_off', 'own_earnings'])).toBe('my-day');
    expect(placeLabel('my-day', counts)).toEqual({ label: 'My day' });
  });

  it('names each counted place with its count, and what waits beside Bookings and Messages', () => {
    expect(placeLabel('bookings', counts)).toEqual({ label: 'Bookings (120)', ariaLabel: 'Bookings (120), 3 new', badge: '3 new' });
    expect(placeLabel('messages', counts)).toEqual({ label: 'Messages (2)', ariaLabel: 'Messages (2), unread' });
    expect(placeLabel('customers', counts)).toEqual({ label: 'Customers (40)' });
    expect(placeLabel('services', counts)).toEqual({ label: 'Services (12)' });
    expect(placeLabel('blog', counts)).toEqual({ label: 'Blog (9)' });
    expect(placeLabel('income', counts)).toEqual({ label: 'Income (55)' });
    expect(placeLabel('team', counts)).toEqual({ label: 'Team & Rooms' });
    expect(placeLabel('outbox', counts)).toEqual({ label: 'Sent e-mails' });
  });

  it('leaves the badge off when no request waits, and the counts off until they are known', () => {
    expect(placeLabel('bookings', { ...counts, newRequests: 0 })).toEqual({ label: 'Bookings (120)' });
    expect(placeLabel('bookings', undefined)).toEqual({ label: 'Bookings' });
    expect(placeLabel('messages', undefined)).toEqual({ label: 'Messages' });
  });

  // What each role's GET /api/admin/me lists (the server's table of roles).
  const reception: Permission[] = ['signed_in', 'today', 'calendar', 'bookings', 'customers', 'messages', 'sent_emails', 'checkout', 'own_calendar', 'own_time_off'];
  const therapist: Permission[] = ['signed_in', 'own_calendar', 'own_time_off', 'own_earnings'];

  it("shows reception the front desk's places only: the invoices it prints, but no income, website, menu or team", () => {
    expect(placeGroupsFor(reception)).toEqual([
      { title: 'Today', places: ['today', 'calendar', 'bookings', 'customers', 'messages'] },
      { title: 'Money', places: ['invoices'] },
      { title: 'System', places: ['outbox'] },
      { title: 'Mine', places: ['my-day', 'account'] },
    ]);
    expect(mayOpen('income', reception)).toBe(false);
    expect(mayOpen('reports', reception)).toBe(false);
    expect(mayOpen('invoices', reception)).toBe(true);
    expect(mayOpen('invoices', therapist)).toBe(false);
    expect(mayOpen('bookings', reception)).toBe(true);
    expect(firstPlaceFor(reception)).toBe('today');
  });

  it("shows every place to a role with every permission, and a therapist only her own day's places", () => {
    const all: Permission[] = [...therapist, ...reception, 'income', 'reports', 'content', 'team', 'settings', 'accounts', 'owner_accounts', 'audit'];
    expect(placeGroupsFor(all)).toEqual(placeGroups);
    const hers = placeGroupsFor(therapist).flatMap((group) => group.places);
    expect(hers.filter((place) => !placePermission[place].startsWith('own_'))).toEqual(['account']);
    expect(firstPlaceFor(therapist) ?? 'none').not.toBe('bookings');
  });
});
