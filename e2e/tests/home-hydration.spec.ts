import type { Page } from '@playwright/test';

import { adminSession, expect, expectAccessible, hydrated, isAdopted, mediaTest as test } from './fixtures';

// The home page's sections below the hero are adopted (hydrated) only when the visitor comes to them
// (web/src/app/routes/home.tsx): until then they are the server's HTML, whole and readable, and a phone's
// first seconds go to the hero and the header. These tests hold a phone's screen, where the hero fills the
// first one, in both projects. The gallery stays as it is while a test watches the page's console (mediaTest): the
// gallery manager's test deletes the picture it uploaded, which a home page loaded meanwhile would ask for in vain.
test.use({ viewport: { width: 412, height: 823 } });
test.describe.configure({ timeout: 60_000 });

function faqQuestion(page: Page) {
  return page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button').first();
}

/** Records the console's errors: React reports a mismatch, or a part it had to draw again, there. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the sections below the hero are adopted when the visitor scrolls to them, not before', async ({ page }) => {
  const errors = consoleErrors(page);
  const sectionChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/home-sections-[\w-]+\.js$/.test(request.url())) sectionChunks.push(request.url());
  });
  await page.goto('/');
  await hydrated(page.getByRole('banner').getByRole('button', { name: 'Main menu' }));
  await page.waitForLoadState('networkidle');

  // Below the fold, as the server sent it: every section there, none of it React's yet, its code not fetched.
  const sections = page.locator('#home-sections');
  expect(await sections.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(823);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  expect(await isAdopted(faqQuestion(page))).toBe(false);
  expect(sectionChunks).toEqual([]);
  await expectAccessible(page, 'home, the sections below the hero not yet adopted');

  await faqQuestion(page).scrollIntoViewIfNeeded();
  await hydrated(faqQuestion(page));
  expect(sectionChunks).toHaveLength(1);
  await faqQuestion(page).click();
  await expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await expectAccessible(page, 'home, the sections adopted and a question open');
  expect(errors).toEqual([]);
});

test('a key pressed in the sections before the visitor scrolled there adopts them', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await isAdopted(faqQuestion(page))).toBe(false);
  // Focus without scrolling, as a keyboard's Tab would land there.
  await faqQuestion(page).evaluate((element: HTMLElement) => {
    element.focus({ preventScroll: true });
  });
  await hydrated(faqQuestion(page));
  expect(errors).toEqual([]);
});

test('a visitor who comes home from another page sees every section at once', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await faqQuestion(page).click();
  await expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'true');
});

test('a signed-in manager’s home page, drawn in the browser, shows every section', async ({ page }) => {
  await adminSession(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await faqQuestion(page).click();
  await expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'true');
});
