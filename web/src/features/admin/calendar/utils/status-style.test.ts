import { describe, expect, it } from 'vitest';

import { statusStyle } from './status-style';

describe('calendar status', () => {
  it('writes on an expired block and in its panel why it went away: the deposit was not paid in time', () => {
    expect(statusStyle.expired.label).toBe('Expired — deposit not paid in time');
    expect(statusStyle.awaiting_payment.label).toBe('Awaiting deposit');
  });
});
