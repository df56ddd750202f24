import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

// The headings' face, Cormorant Garamond 600, comes as two files (web/src/index.css): its Basic Latin cut, which
// every page preloads (14 KB), and @fontsource's whole Latin file, fetched only for a character beyond the cut.

const basicCut = /\/assets\/cormorant-garamond-600-basic-[\w-]+\.woff2$/;
const wholeLatin = /\/assets\/cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/;

function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) urls.push(request.url());
  });
  return urls;
}

/** Scrolls through the page, so every heading has been laid out, and waits for its fonts. */
async function readWhole(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

test('an English page fetches only the Basic Latin cut of the headings’ face', async ({ page }) => {
  const urls = fontRequests(page);
  await page.goto('/');
  await readWhole(page);
  expect(urls.filter((url) => basicCut.test(url))).toHaveLength(1);
  expect(urls.filter((url) => wholeLatin.test(url))).toEqual([]);
});

test('an Arabic page does not fetch the whole Latin face for its Arabic headings', async ({ page }) => {
  const urls = fontRequests(page);
  await page.goto('/ar');
  await readWhole(page);
  expect(urls.filter((url) => wholeLatin.test(url))).toEqual([]);
});

test('a heading with an accented letter draws it from the whole Latin face', async ({ page }) => {
  const urls = fontRequests(page);
  await page.goto('/about');
  await readWhole(page);
  expect(urls.filter((url) => wholeLatin.test(url))).toEqual([]);
  // A post's title may carry such a letter; this one is put on the page as a heading.
  await page.evaluate(() => {
    const heading = document.createElement('h2');
    heading.textContent = 'Une soirée au spa';
    document.querySelector('main')?.prepend(heading);
  });
  await expect.poll(() => urls.filter((url) => wholeLatin.test(url)).length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 16px "Cormorant Garamond"', 'é')))
    .toBe(true);
});

// The headings' face draws old-style figures unless asked for lining ones: its 1 reads as a small capital I ('Al
// Barsha I') and 450 as '45o'. Every element drawn in it that shows a digit (headings, prices, the stats) asks for
// lnum; web/src/locales/display-font.test.ts checks that the preloaded cut keeps the feature's glyphs.
for (const path of ['/', '/services', '/about', '/ar', '/ar/services']) {
  test(`the headings’ face draws lining figures on ${path}`, async ({ page }) => {
    await page.goto(path);
    const figures = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /\d/.test(node.textContent ?? '')))
        .filter((element) => getComputedStyle(element).fontFamily.startsWith('"Cormorant Garamond"'))
        .map((element) => ({ text: element.textContent?.trim() ?? '', numeric: getComputedStyle(element).fontVariantNumeric })),
    );
    // Each page has some: a heading naming the district, a price, a stat.
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.filter((f) => !f.numeric.includes('lining-nums'))).toEqual([]);
  });
}
