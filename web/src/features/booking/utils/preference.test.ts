import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, loadLocale, loadMessages, type MessageId, type Values } from '@/lib/i18n';

import { isPreference, preferenceOptions, preferenceWords } from './preference';

const t = (id: MessageId, values?: Values) => i18n._(id, values);

describe('therapist preference', () => {
  beforeAll(async () => {
    await loadMessages('booking', 'en');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('accepts what the server accepts and nothing else', () => {
    for (const value of ['any', 'female', 'male', 'therapist:1', 'therapist:42']) expect(isPreference(value)).toBe(true);
    for (const value of ['', 'Any', 'therapist:', 'therapist:0', 'therapist:x', 'female ', 'other']) {
      expect(isPreference(value)).toBe(false);
    }
  });

  it('offers any, female, male, then each named therapist', () => {
    expect(preferenceOptions([{ id: 3, name: 'Amal' }, { id: 5, name: 'Omar' }], t)).toEqual([
      { value: 'any', label: 'Any therapist' },
      { value: 'female', label: 'Female therapist' },
      { value: 'male', label: 'Male therapist' },
      { value: 'therapist:3', label: 'Amal' },
      { value: 'therapist:5', label: 'Omar' },
    ]);
  });

  it('in Arabic, the same choices in Arabic and the names as they are', async () => {
    await loadLocale('ar');
    await loadMessages('booking');
    expect(preferenceOptions([{ id: 3, name: 'Amal' }], t)).toEqual([
      { value: 'any', label: 'أي معالِج' },
      { value: 'female', label: 'معالِجة' },
      { value: 'male', label: 'معالِج' },
      { value: 'therapist:3', label: 'Amal' },
    ]);
  });

  it('names a preference in the words of its choice, in either language', async () => {
    const team = [{ id: 3, name: 'Amal' }];
    expect(preferenceWords('female', team, t)).toBe('Female therapist');
    expect(preferenceWords('therapist:3', team, t)).toBe('Amal');
    expect(preferenceWords('therapist:9', team, t)).toBe('Any therapist');
    await loadLocale('ar');
    await loadMessages('booking');
    expect(preferenceWords('male', team, t)).toBe('معالِج');
    expect(preferenceWords('any', team, t)).toBe('أي معالِج');
  });
});
