import { describe, expect, it } from 'vitest';

import { defaultSlotTimes as slotTimes } from '@/config/business';
import { formatTime12 } from '@/lib/format';

import { slotOptionLabel, slotReasonLabel } from './time-slots';

describe('the default slot times', () => {
  it('are the 13 hourly starts from 09:00 to 21:00', () => {
    expect(slotTimes).toHaveLength(13);
    expect(slotTimes[0]).toBe('09:00');
    expect(slotTimes[12]).toBe('21:00');
  });

  it('read in 12-hour AM/PM form', () => {
    expect(slotTimes.map(formatTime12)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
      '6:00 PM',
      '7:00 PM',
      '8:00 PM',
      '9:00 PM',
    ]);
  });
});

describe('slot labels', () => {
  it('name the reason a slot cannot be booked', () => {
    expect(slotReasonLabel('full')).toBe('Fully booked');
    expect(slotReasonLabel('past')).toBe('Time has passed');
    expect(slotReasonLabel('after_closing')).toBe('Ends after closing');
    expect(slotReasonLabel('too_far_ahead')).toBe('Too far ahead');
    expect(slotReasonLabel('something_new')).toBe('Unavailable');
    expect(slotReasonLabel(undefined)).toBe('Unavailable');
  });

  it('put the reason after the time in the option', () => {
    expect(slotOptionLabel({ time: '14:00', available: true })).toBe('2:00 PM');
    expect(slotOptionLabel({ time: '14:00', available: false, reason: 'full' })).toBe('2:00 PM — Fully booked');
    expect(slotOptionLabel({ time: '21:00', available: false, reason: 'after_closing' })).toBe('9:00 PM — Ends after closing');
    expect(slotOptionLabel({ time: '10:00', available: false, reason: 'past' })).toBe('10:00 AM — Time has passed');
  });
});
