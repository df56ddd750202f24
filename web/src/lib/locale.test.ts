import { describe, expect, it } from 'vitest';

import { browserPrefers, localeOfPath, localizeHref, rememberedLocale, rememberLocale, stripLocale, switchLocaleHref } from './locale';

describe('the language of a path', () => {
  it.each([
    ['/', 'en'],
    ['/services', 'en'],
    ['/ar', 'ar'],
    ['/ar/services', 'ar'],
    ['/ar/blog/أول-مقال', 'ar'],
    ['/arabic-coffee', 'en'],
    ['/art', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it('strips the Arabic prefix to the English page', () => {
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale('/ar/blog/x')).toBe('/blog/x');
    expect(stripLocale('/arabic')).toBe('/arabic');
  });
});

describe('localizeHref', () => {
  it('puts the pages of an Arabic page under /ar, query and fragment kept', () => {
    expect(localizeHref('/', 'ar')).toBe('/ar');
    expect(localizeHref('/services', 'ar')).toBe('/ar/services');
    expect(localizeHref('/booking?service=3', 'ar')).toBe('/ar/booking?service=3');
    expect(localizeHref('/#faq', 'ar')).toBe('/ar#faq');
    expect(localizeHref('/blog/a-post', 'ar')).toBe('/ar/blog/a-post');
  });

  it('leaves English links, links already in Arabic and what is not a page alone', () => {
    expect(localizeHref('/services', 'en')).toBe('/services');
    expect(localizeHref('/ar/services', 'ar')).toBe('/ar/services');
    for (const href of ['/admin', '/api/login', '/media/x.jpg', '/pictures/a.webp', 'https://wa.me/971', '//evil.example/x', '#top', 'tel:+9714']) {
      expect(localizeHref(href, 'ar')).toBe(href);
    }
  });

  it('switches a page to the other language', () => {
    expect(switchLocaleHref('/services', '?q=1', '#x', 'ar')).toBe('/ar/services?q=1#x');
    expect(switchLocaleHref('/ar/services', '', '', 'en')).toBe('/services');
    expect(switchLocaleHref('/ar', '', '', 'en')).toBe('/');
    expect(switchLocaleHref('/booking/manage/tok', '', '', 'ar')).toBe('/ar/booking/manage/tok');
    expect(switchLocaleHref('/your-data/tok', '', '', 'ar')).toBe('/ar/your-data/tok');
  });
});

describe('the remembered language', () => {
  it('is nothing until chosen, then the choice', () => {
    document.cookie = 'dayspa_lang=; max-age=0; path=/';
    expect(rememberedLocale()).toBeNull();
    rememberLocale('ar');
    expect(rememberedLocale()).toBe('ar');
    rememberLocale('en');
    expect(rememberedLocale()).toBe('en');
    document.cookie = 'dayspa_lang=; max-age=0; path=/';
  });

  it('reads the browser preferring a language by its first choice only', () => {
    expect(browserPrefers('ar', ['ar-AE', 'en'])).toBe(true);
    expect(browserPrefers('ar', ['ar'])).toBe(true);
    expect(browserPrefers('ar', ['en-GB', 'ar'])).toBe(false);
    expect(browserPrefers('ar', ['arn'])).toBe(false);
    expect(browserPrefers('ar', [])).toBe(false);
  });
});
