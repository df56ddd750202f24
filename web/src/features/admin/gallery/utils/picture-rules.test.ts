import { describe, expect, it } from 'vitest';

import { checkPicture } from './picture-rules';

describe('checkPicture', () => {
  it('passes alt text of up to 250 characters (an emoji is one) and a gallery category', () => {
    expect(checkPicture({ altAr: '', alt: 'a'.repeat(250), category: 'Wellness Areas' })).toEqual({});
    expect(checkPicture({ altAr: '', alt: '🌿'.repeat(250), category: 'Our Therapists' })).toEqual({});
  });

  it('refuses blank or too long alt text and a category that is not the gallery’s', () => {
    expect(checkPicture({ altAr: '', alt: '  ', category: '' })).toEqual({
      alt: 'Please describe the picture for visitors who cannot see it (alt text).',
      category: 'Please choose Our Therapists, Treatment Rooms or Wellness Areas.',
    });
    expect(checkPicture({ altAr: '', alt: 'a'.repeat(251), category: 'Lobby' })).toEqual({
      alt: 'Alt text must be at most 250 characters.',
      category: 'Please choose Our Therapists, Treatment Rooms or Wellness Areas.',
    });
  });

  it('leaves the Arabic alt text optional, at most 250 characters', () => {
    expect(checkPicture({ alt: 'Steam', altAr: '', category: 'Wellness Areas' })).toEqual({});
    expect(checkPicture({ alt: 'Steam', altAr: 'ب'.repeat(250), category: 'Wellness Areas' })).toEqual({});
    expect(checkPicture({ alt: 'Steam', altAr: ` ${'ب'.repeat(250)} `, category: 'Wellness Areas' })).toEqual({});
    expect(checkPicture({ alt: 'Steam', altAr: 'ب'.repeat(251), category: 'Wellness Areas' })).toEqual({
      altAr: 'Arabic alt text must be at most 250 characters.',
    });
    expect(checkPicture({ alt: ' ', altAr: 'بخار', category: 'Wellness Areas' })).toEqual({
      alt: 'Please describe the picture for visitors who cannot see it (alt text).',
    });
  });
});
