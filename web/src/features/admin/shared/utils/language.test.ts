import { describe, expect, it } from 'vitest';

import { languageName, readLanguage } from './language';

describe('booking language', () => {
  it('is named in English', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('ar')).toBe('Arabic');
  });
  it('reads en and ar only', () => {
    expect(readLanguage({ language: 'ar' }, 'language', 'test')).toBe('ar');
    expect(readLanguage({ language: 'en' }, 'language', 'test')).toBe('en');
    expect(() => readLanguage({ language: 'fr' }, 'language', 'test')).toThrow('test: language is not one of en, ar');
    expect(() => readLanguage({}, 'language', 'test')).toThrow();
  });
});
