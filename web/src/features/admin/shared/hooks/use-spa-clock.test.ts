import { describe, expect, it } from 'vitest';

import { serverClockOffset, spaClock } from './use-spa-clock';

describe('the spa clock', () => {
  it("counts from the server's time, not the device's", () => {
    // The device says 10:00 UTC on 28 November; the server answered at that moment with 00:30 on 5 December in Dubai.
    const device = Date.parse('2026-11-28T10:00:00Z');
    const offset = serverClockOffset('2026-12-05T00:30:00+04:00', device);
    const clock = spaClock('Asia/Dubai', offset, () => device + 90_000);
    expect(clock.today()).toBe('2026-12-05');
    expect(clock.minuteOfDay()).toBe(31); // 00:31:30, a minute and a half later
    expect(clock.now().toISOString()).toBe('2026-12-04T20:31:30.000Z');
  });

  it("keeps the device's clock when the server's time is not a time", () => {
    expect(serverClockOffset('soon', Date.parse('2026-11-28T10:00:00Z'))).toBe(0);
    expect(serverClockOffset('2026-12-05T00:30:00+04:00', 0)).toBe(0);
  });

  it("gives the spa's date in its own zone", () => {
    // 21:00 UTC is already the next day in Dubai.
    expect(spaClock('Asia/Dubai', 0, () => Date.parse('2026-11-28T21:00:00Z')).today()).toBe('2026-11-29');
    expect(spaClock('UTC', 0, () => Date.parse('2026-11-28T21:00:00Z')).today()).toBe('2026-11-28');
  });
});
