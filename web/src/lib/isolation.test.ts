import { describe, expect, it } from 'vitest';

import { isolation, needsIsolation, scriptLocale } from './isolation';

describe('scriptLocale', () => {
  it.each([
    ['Sarah M.', 'en'],
    ['“After a week of meetings in DIFC, the hot stone massage…”', 'en'],
    ['ليلى ك.', 'ar'],
    ['Al Barsha 1', 'en'],
    ['البرشاء 1', 'ar'],
  ])('%s is %s by its letters', (text, locale) => {
    expect(scriptLocale(text)).toBe(locale);
  });

  it.each(['+971 4 555 0199', '450', '', 'Omar & ليلى', '{{business.hotel}}'])('%j has no language of its own', (text) => {
    expect(scriptLocale(text)).toBeUndefined();
  });
});

describe('needsIsolation', () => {
  it('isolates every detail on an Arabic page, and only Arabic letters on an English one', () => {
    expect(needsIsolation('Palm Jumeirah', 'ar')).toBe(true);
    expect(needsIsolation('البرشاء 1', 'ar')).toBe(true);
    expect(needsIsolation('Al Barsha 1', 'en')).toBe(false);
    expect(needsIsolation('{{business.hotel}}', 'en')).toBe(false);
    expect(needsIsolation('فندق ساندستون', 'en')).toBe(true);
  });
});

describe('isolation', () => {
  it('gives a text in the other script its direction and language', () => {
    expect(isolation('Sarah M.', 'ar')).toEqual({ dir: 'auto', lang: 'en' });
    expect(isolation('ليلى ك.', 'en')).toEqual({ dir: 'auto', lang: 'ar' });
  });

  it('gives a text in the page’s script its direction only: its language is the page’s', () => {
    expect(isolation('Sarah M.', 'en')).toEqual({ dir: 'auto' });
    expect(isolation('ليلى ك.', 'ar')).toEqual({ dir: 'auto' });
  });

  it('takes the language the caller knows, and a fixed direction', () => {
    expect(isolation('Hammam', 'ar', { lang: 'en' })).toEqual({ dir: 'auto', lang: 'en' });
    expect(isolation('care@spa.example', 'ar', { dir: 'ltr' })).toEqual({ dir: 'ltr', lang: 'en' });
    expect(isolation('+971 4 555 0199', 'ar', { dir: 'ltr' })).toEqual({ dir: 'ltr' });
  });
});
