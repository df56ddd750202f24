import { describe, expect, it } from 'vitest';

import { formatSpaDateTime, instantToSpaWallTime, spaWallTimeToInstant } from './spa-datetime';

describe('the publish time on the spa clock', () => {
  it('reads the wall-clock time in the spa zone, whatever the browser zone', () => {
    expect(spaWallTimeToInstant('2026-12-01T09:30', 'Asia/Dubai')).toBe('2026-12-01T05:30:00.000Z');
    expect(spaWallTimeToInstant('2026-12-01T02:00', 'Asia/Dubai')).toBe('2026-11-30T22:00:00.000Z');
    expect(spaWallTimeToInstant('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z');
    // A zone with summer time: London is UTC+1 in July, UTC in December.
    expect(spaWallTimeToInstant('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(spaWallTimeToInstant('2026-12-01T09:30', 'Europe/London')).toBe('2026-12-01T09:30:00.000Z');
    expect(spaWallTimeToInstant('', 'Asia/Dubai')).toBeNull();
    expect(spaWallTimeToInstant('2026-12-01 09:30', 'Asia/Dubai')).toBeNull();
  });

  it('shows an instant as the spa zone wall-clock time', () => {
    expect(instantToSpaWallTime('2026-12-01T05:30:00Z', 'Asia/Dubai')).toBe('2026-12-01T09:30');
    expect(instantToSpaWallTime('2026-11-30T22:00:00Z', 'Asia/Dubai')).toBe('2026-12-01T02:00');
    expect(instantToSpaWallTime(null, 'Asia/Dubai')).toBe('');
    expect(formatSpaDateTime('2026-12-01T05:30:00Z', 'Asia/Dubai')).toBe('1 Dec 2026, 9:30 AM');
    expect(formatSpaDateTime(null, 'Asia/Dubai')).toBe('—');
  });
});
