import { describe, expect, it } from 'vitest';

import { tagLang } from './tag-lang';

describe('a tag’s language', () => {
  it('is named only where it is not the page’s', () => {
    expect(tagLang('oud', 'ar')).toBe('en');
    expect(tagLang('oud', 'en')).toBeUndefined();
    expect(tagLang('عود', 'en')).toBe('ar');
    expect(tagLang('عود', 'ar')).toBeUndefined();
    expect(tagLang('oud عود', 'ar')).toBeUndefined();
  });
});
