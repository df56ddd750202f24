import { describe, expect, it } from 'vitest';

import { isBookingStatus, nextStatusAction, statusBadge } from './booking-status';

describe('status badge', () => {
  it('colours confirmed green, completed blue, cancelled red, no-show gray', () => {
    expect(statusBadge('confirmed')).toEqual({ label: 'Confirmed', tone: 'green' });
    expect(statusBadge('completed')).toEqual({ label: 'Completed', tone: 'blue' });
    expect(statusBadge('cancelled')).toEqual({ label: 'Cancelled', tone: 'red' });
    expect(statusBadge('no_show')).toEqual({ label: 'No-show', tone: 'gray' });
  });

  it('colours anything else yellow, still named', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(statusBadge('on_hold')).toEqual({ label: 'On_hold', tone: 'yellow' });
    expect(statusBadge('')).toEqual({ label: 'Unknown', tone: 'yellow' });
    expect(statusBadge('CONFIRMED')).toEqual({ label: 'Confirmed', tone: 'green' });
  });
});

describe('status moves', () => {
  it('confirms pending and completes confirmed once started, nothing else', () => {
    expect(nextStatusAction('pending', false)).toEqual({ action: 'Confirm', next: 'confirmed' });
    expect(nextStatusAction('pending', true)).toEqual({ action: 'Confirm', next: 'confirmed' });
    expect(nextStatusAction('confirmed', true)).toEqual({ action: 'Complete', next: 'completed' });
    expect(nextStatusAction('completed', true)).toBeNull();
    expect(nextStatusAction('cancelled', true)).toBeNull();
  });

  it('does not offer Complete for a booking that has not started (the server refuses it)', () => {
    expect(nextStatusAction('confirmed', false)).toBeNull();
  });

  it('knows the five statuses, so the list can be filtered by each', () => {
    expect(isBookingStatus('pending')).toBe(true);
    expect(isBookingStatus('no_show')).toBe(true);
    expect(isBookingStatus('archived')).toBe(false);
  });
});
