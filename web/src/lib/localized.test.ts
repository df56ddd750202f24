import { describe, expect, it } from 'vitest';

import { localized } from './localized';

describe('localized', () => {
  it('gives the Arabic text on an Arabic page', () => {
    expect(localized('Swedish Massage', 'التدليك السويدي', 'ar')).toEqual({ text: 'التدليك السويدي', lang: undefined });
  });

  it('falls back to the English text, marked English, where the Arabic is missing', () => {
    expect(localized('Swedish Massage', '', 'ar')).toEqual({ text: 'Swedish Massage', lang: 'en' });
    expect(localized('Swedish Massage', '  ', 'ar')).toEqual({ text: 'Swedish Massage', lang: 'en' });
    expect(localized('Swedish Massage', undefined, 'ar')).toEqual({ text: 'Swedish Massage', lang: 'en' });
  });

  it('gives the English text on an English page, whatever the Arabic', () => {
    expect(localized('Swedish Massage', 'التدليك السويدي', 'en')).toEqual({ text: 'Swedish Massage', lang: undefined });
  });
});
