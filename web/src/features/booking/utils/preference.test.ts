import { describe, expect, it } from 'vitest';

import { isPreference, preferenceOptions } from './preference';

describe('therapist preference', () => {
  it('accepts what the server accepts and nothing else', () => {
    for (const value of ['any', 'female', 'male', 'therapist:1', 'therapist:42']) expect(isPreference(value)).toBe(true);
    for (const value of ['', 'Any', 'therapist:', 'therapist:0', 'therapist:x', 'female ', 'other']) {
      expect(isPreference(value)).toBe(false);
    }
  });

  it('offers any, female, male, then each named therapist', () => {
    expect(preferenceOptions([{ id: 3, name: 'Amal' }, { id: 5, name: 'Omar' }])).toEqual([
      { value: 'any', label: 'Any therapist' },
      { value: 'female', label: 'Female therapist' },
      { value: 'male', label: 'Male therapist' },
      { value: 'therapist:3', label: 'Amal' },
      { value: 'therapist:5', label: 'Omar' },
    ]);
  });
});
