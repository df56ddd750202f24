import type { Page } from '@playwright/test';

import { expect, expectAccessible, expectLanguage, languageSwitch, test } from './fixtures';

// The blog in Arabic: /ar/blog lists the posts' Arabic versions right to left, an Arabic article opens at
// /ar/blog/{its Arabic slug}, and the language switch leads from a version to the other. The demo posts are
// seeded with four Arabic versions (internal/seed/posts/ar).

test.describe.configure({ timeout: 90_000 });

// The first screen of a page can take a while on a loaded machine.
const loading = expect.configure({ timeout: 20_000 });

interface ApiPost {
  slug: string;
  title: string;
  content: string;
  language: string;
  translationSlug: string | null;
}

// The seeded hammam post, in both languages.
const hammam = {
  en: { slug: 'the-ritual-of-the-moroccan-hammam', title: 'The Ritual of the Moroccan Hammam: Steam, Black Soap and a New Skin' },
  ar: { slug: 'طقوس-الحمام-المغربي', title: 'طقوس الحمام المغربي: بخار وصابون أسود وبشرة تتجدّد' },
} as const;
// A word of the Arabic hammam article's body only (not its title, excerpt or SEO texts).
const bodyWord = 'الأوكالبتوس';
const arabicPath = `/ar/blog/${encodeURIComponent(hammam.ar.slug)}`;
const englishPath = `/blog/${hammam.en.slug}`;

/** Collects the console's errors: React reports a hydration mismatch there (the server's page and the app's differ). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('the Arabic blog', () => {
  // A visitor whose browser speaks Arabic: the page does not offer its English twin.
  test.use({ locale: 'ar-AE' });

  test('/ar/blog lists the Arabic versions, right to left, from its first HTML', async ({ page, request }) => {
    const arabic = (await (await request.get('/api/blog?lang=ar')).json()) as ApiPost[];
    expect(arabic.length).toBeGreaterThanOrEqual(4);
    const english = (await (await request.get('/api/blog')).json()) as ApiPost[];

    const errors = consoleErrors(page);
    const fetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/blog')) fetched.push(url.pathname + url.search);
    });
    const response = await page.goto('/ar/blog');
    await expectLanguage(page, 'ar');
    await loading(page.getByRole('heading', { level: 1, name: 'أسرار العافية' })).toBeVisible();
    const list = page.getByRole('region', { name: 'أحدث المقالات' });
    await expect(list.getByRole('article')).toHaveCount(arabic.length);
    for (const post of arabic) {
      await expect(list.getByRole('heading', { level: 3, name: post.title, exact: true })).toBeVisible();
      await expect(list.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/ar/blog/${encodeURIComponent(post.slug)}`);
    }
    // No post without an Arabic version, and none of the English words.
    for (const post of english.filter((p) => p.translationSlug === null)) {
      await expect(page.getByText(post.title, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByText('Latest Articles')).toHaveCount(0);

    // The first HTML carries the Arabic summaries under the key the app reads: it fetches nothing to show them.
    const html = (await response?.text()) ?? '';
    // (The data block's JSON writes & as \u0026.)
    expect(html).toContain('"/api/blog?lang=ar\\u0026summary=true"');
    // Nor their Markdown: a word only in the hammam article's body.
    expect(html).not.toContain(bodyWord);
    expect(fetched, 'requests for the posts').toEqual([]);
    expect(errors, 'console errors (a hydration mismatch?)').toEqual([]);

    // Right to left: a card's date (its calendar icon first, then the day) starts at the right edge of its text,
    // and beside a wide card's text its picture stands on the right.
    const card = list.getByRole('article').first();
    expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const day = await card.locator('time').first().boundingBox();
    const date = await card.locator('time').first().locator('..').boundingBox();
    const heading = await card.getByRole('heading', { level: 3 }).boundingBox();
    const picture = await card.locator('img').first().boundingBox();
    if (!day || !date || !heading || !picture) throw new Error('the card is not laid out');
    expect(Math.abs(date.x + date.width - (heading.x + heading.width))).toBeLessThan(2);
    expect(day.x + day.width).toBeLessThan(date.x + date.width - 10);
    const sideBySide = picture.y + picture.height > heading.y; // a phone's card puts the picture above instead
    if (sideBySide) expect(picture.x).toBeGreaterThan(heading.x + heading.width - 1);
    else expect(picture.y + picture.height).toBeLessThanOrEqual(heading.y);

    await expectAccessible(page, 'Arabic blog list');

    // The search in Arabic reads the posts' Arabic text, fetched once when the visitor starts searching.
    const search = page.getByRole('searchbox', { name: 'ابحث في المقالات' });
    await search.click();
    await expect.poll(() => fetched).toEqual(['/api/blog?lang=ar']);
    expect(arabic.filter((p) => p.content.includes(bodyWord)).map((p) => p.slug)).toEqual([hammam.ar.slug]);
    await search.fill(bodyWord);
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list.getByRole('heading', { level: 3, name: hammam.ar.title, exact: true })).toBeVisible();
    await expectAccessible(page, 'Arabic blog search');
  });

  test('an Arabic article opens at its Arabic slug, and the language switch leads to its English version', async ({ page, isMobile }) => {
    const errors = consoleErrors(page);
    await page.goto(arabicPath);
    await expectLanguage(page, 'ar');
    await loading(page.getByRole('heading', { level: 1, name: hammam.ar.title })).toBeVisible();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/ar/blog/${hammam.ar.slug}`);
    await expect(page.getByRole('link', { name: 'العودة إلى المدوّنة' }).first()).toHaveAttribute('href', '/ar/blog');
    // The page names its English twin: in the head, and in the article, in English.
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${englishPath}$`));
    const inEnglish = page.getByRole('link', { name: 'Read this article in English' });
    await expect(inEnglish).toHaveAttribute('lang', 'en');
    await expect(inEnglish).toHaveAttribute('href', englishPath);
    expect(errors, 'console errors (a hydration mismatch?)').toEqual([]);
    await expectAccessible(page, 'Arabic article');

    const toEnglish = await languageSwitch(page, 'English', isMobile);
    await expect(toEnglish).toHaveAttribute('href', englishPath);
    await toEnglish.click();
    await page.waitForURL(`**${englishPath}`);
    await expectLanguage(page, 'en');
    await loading(page.getByRole('heading', { level: 1, name: hammam.en.title })).toBeVisible();
  });
});

test.describe('an English article with an Arabic version', () => {
  test('names it, and the language switch leads to it; an article in English only leads to the Arabic blog', async ({ page, request, isMobile }) => {
    await page.goto(englishPath);
    await expectLanguage(page, 'en');
    await loading(page.getByRole('heading', { level: 1, name: hammam.en.title })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', new RegExp(`${encodeURIComponent(hammam.ar.slug)}$`));
    const inArabic = page.getByRole('link', { name: 'اقرأ هذا المقال بالعربية' });
    await expect(inArabic).toHaveAttribute('href', arabicPath);
    await expect(inArabic).toHaveAttribute('lang', 'ar');
    await expectAccessible(page, 'English article with an Arabic version');

    const toArabic = await languageSwitch(page, 'العربية', isMobile);
    await expect(toArabic).toHaveAttribute('href', arabicPath);
    await toArabic.click();
    await page.waitForURL((url) => url.pathname === arabicPath);
    await expectLanguage(page, 'ar');
    await loading(page.getByRole('heading', { level: 1, name: hammam.ar.title })).toBeVisible();
    await expectAccessible(page, 'Arabic article, from the switch');

    // A post in English only: the switch offers the Arabic blog.
    const english = (await (await request.get('/api/blog')).json()) as ApiPost[];
    const only = english.find((p) => p.translationSlug === null);
    if (!only) throw new Error('every seeded post has an Arabic version');
    await page.goto(`/blog/${only.slug}`);
    await loading(page.getByRole('heading', { level: 1, name: only.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'اقرأ هذا المقال بالعربية' })).toHaveCount(0);
    await expect(await languageSwitch(page, 'العربية', isMobile)).toHaveAttribute('href', '/ar/blog');
  });
});
