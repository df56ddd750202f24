import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { defaultSlotTimes as slotTimes } from '@/config/business';
import { formatTime12 } from '@/lib/format';
import { i18n, loadLocale, loadMessages, type MessageId, type Values } from '@/lib/i18n';

import { slotOptionLabel, slotReasonLabel } from './time-slots';

const t = (id: MessageId, values?: Values) => i18n._(id, values);

beforeAll(async () => {
  await loadMessages('booking', 'en');
});
afterEach(async () => {
  await loadLocale('en');
});

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
    expect(slotReasonLabel('full', t)).toBe('Fully booked');
    expect(slotReasonLabel('past', t)).toBe('Time has passed');
    expect(slotReasonLabel('after_closing', t)).toBe('Ends after closing');
    expect(slotReasonLabel('too_far_ahead', t)).toBe('Too far ahead');
    expect(slotReasonLabel('closed', t)).toBe('Closed');
    expect(slotReasonLabel('no_therapist', t)).toBe('No therapist available');
    expect(slotReasonLabel('something_new', t)).toBe('Unavailable');
    expect(slotReasonLabel(undefined, t)).toBe('Unavailable');
  });

  it('put the reason after the time in the option', () => {
    expect(slotOptionLabel({ time: '14:00', available: true }, 'en', t)).toBe('2:00 PM');
    expect(slotOptionLabel({ time: '14:00', available: false, reason: 'full' }, 'en', t)).toBe('2:00 PM — Fully booked');
    expect(slotOptionLabel({ time: '21:00', available: false, reason: 'after_closing' }, 'en', t)).toBe('9:00 PM — Ends after closing');
    expect(slotOptionLabel({ time: '10:00', available: false, reason: 'past' }, 'en', t)).toBe('10:00 AM — Time has passed');
  });

  it('in Arabic: the time as 3:00 م and every reason of the server in Arabic', async () => {
    await loadLocale('ar');
    await loadMessages('booking');
    expect(slotOptionLabel({ time: '15:00', available: true }, 'ar', t)).toBe('3:00 م');
    expect(slotOptionLabel({ time: '09:30', available: false, reason: 'full' }, 'ar', t)).toBe('9:30 ص — محجوز بالكامل');
    const reasons = ['full', 'past', 'after_closing', 'too_far_ahead', 'closed', 'no_therapist', 'something_new'].map((reason) =>
      slotReasonLabel(reason, t),
    );
    expect(reasons).toEqual(['محجوز بالكامل', 'انقضى وقته', 'ينتهي بعد الإغلاق', 'خارج فترة الحجز', 'مغلق', 'لا يتوفر معالِج', 'غير متاح']);
  });
});
