import { describe, expect, it } from 'vitest';

import { isBookingStatus, statusBadge } from './booking-status';

describe('status badge', () => {
  it('colours confirmed green, completed blue, cancelled red, no-show gray', () => {
    expect(statusBadge('confirmed')).toEqual({ label: 'Confirmed', tone: 'green' });
    expect(statusBadge('completed')).toEqual({ label: 'Completed', tone: 'blue' });
    expect(statusBadge('cancelled')).toEqual({ label: 'Cancelled', tone: 'red' });
    expect(statusBadge('no_show')).toEqual({ label: 'No-show', tone: 'gray' });
  });

  it('says why an expired booking went away: its deposit was not paid in time (the guest gets no e-mail)', () => {
    expect(statusBadge('expired')).toEqual({ label: 'Expired — deposit not paid in time', tone: 'gray' });
    expect(statusBadge('awaiting_payment')).toEqual({ label: 'Awaiting deposit', tone: 'yellow' });
  });

  it('colours anything else yellow, still named', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(statusBadge('on_hold')).toEqual({ label: 'On_hold', tone: 'yellow' });
    expect(statusBadge('')).toEqual({ label: 'Unknown', tone: 'yellow' });
    expect(statusBadge('CONFIRMED')).toEqual({ label: 'Confirmed', tone: 'green' });
  });
});

describe('statuses', () => {
  it('knows the five statuses, so the list can be filtered by each', () => {
    expect(isBookingStatus('pending')).toBe(true);
    expect(isBookingStatus('no_show')).toBe(true);
    expect(isBookingStatus('expired')).toBe(true);
    expect(isBookingStatus('awaiting_payment')).toBe(true);
    expect(isBookingStatus('archived')).toBe(false);
  });
});
