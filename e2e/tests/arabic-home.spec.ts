import type { Browser, Page } from '@playwright/test';

import { business } from '../playwright.config';
import { appStarted, expect, expectAccessible, expectLanguage, languageSwitch, test } from './fixtures';

// The Arabic home page laid out right to left, the language switch, the remembered choice and the offer of the
// other language to a browser that prefers it.

test.describe.configure({ timeout: 90_000 });

// The first screen of a page can take a while on a loaded machine.
const loading = expect.configure({ timeout: 20_000 });

/** A page of a fresh browser context whose browser speaks `locale` (no cookie, nothing remembered). */
async function visitorPage(browser: Browser, baseURL: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, timezoneId: 'Asia/Dubai' });
  return context.newPage();
}

test.describe('the Arabic home page', () => {
  test.use({ locale: 'ar-AE' });

  test('reads right to left: the logo at the right edge, the menu after it leftwards, the hero in Arabic', async ({ page }, testInfo) => {
    await page.goto('/ar');
    await expectLanguage(page, 'ar');
    await loading(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/[\u0600-\u06FF]/);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');

    // The header's first item, the home link with the logo, stands at the right edge of the page.
    const home = page.getByRole('banner').getByRole('link', { name: `${business.name} - الصفحة الرئيسية` });
    const logo = await home.boundingBox();
    if (!logo) throw new Error('the logo is not laid out');
    expect(viewport.width - (logo.x + logo.width)).toBeLessThan(48);
    expect(logo.x + logo.width / 2).toBeGreaterThan(viewport.width / 2);

    if (testInfo.project.name.endsWith('-phone')) {
      // The phone's menu button is at the left; its menu lists the pages in Arabic and offers English.
      const menu = page.getByRole('button', { name: 'القائمة' });
      const button = await menu.boundingBox();
      if (!button) throw new Error('the menu button is not laid out');
      expect(button.x + button.width).toBeLessThan(logo.x);
      await menu.click();
      const nav = page.getByRole('navigation', { name: 'القائمة' });
      await expect(nav.getByRole('link', { name: 'العلاجات' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
      await expectAccessible(page, 'Arabic home, menu open');
      await page.keyboard.press('Escape');
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const shot = await page.screenshot({ path: testInfo.outputPath('arabic-home-phone.png') });
      await testInfo.attach('arabic-home-phone', { body: shot, contentType: 'image/png' });
    } else {
      // The main menu reads from the right: Home right of Services, Services right of Contact.
      const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
      const first = await nav.getByRole('link', { name: 'الرئيسية' }).boundingBox();
      const services = await nav.getByRole('link', { name: 'العلاجات' }).boundingBox();
      const last = await nav.getByRole('link', { name: 'تواصل معنا' }).boundingBox();
      if (!first || !services || !last) throw new Error('the menu is not laid out');
      expect(first.x).toBeGreaterThan(services.x);
      expect(services.x).toBeGreaterThan(last.x);
      expect(logo.x).toBeGreaterThan(first.x);
      await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
      const shot = await page.screenshot({ path: testInfo.outputPath('arabic-home-desktop.png') });
      await testInfo.attach('arabic-home-desktop', { body: shot, contentType: 'image/png' });
    }
    // Digits stay Western: the phone number in the footer is the configured one.
    await expect(page.getByRole('contentinfo')).toContainText(business.phone);
    await expectAccessible(page, 'Arabic home');
  });
});

test.describe('the language switch', () => {
  test('leads to the same page in the other language and back, and the home page remembers the choice', async ({ page }, testInfo) => {
    await page.goto('/services');
    await expectLanguage(page, 'en');
    const phone = testInfo.project.name.endsWith('-phone');
    await (await languageSwitch(page, 'العربية', phone)).click();
    await page.waitForURL(/\/ar\/services$/);
    await appStarted(page);
    await expectLanguage(page, 'ar');
    await loading(page.getByRole('heading', { level: 1, name: 'علاجاتنا المميزة' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'dayspa_lang')?.value).toBe('ar');

    // The choice is remembered: the English home address now opens the Arabic home.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expectLanguage(page, 'ar');
    // Other English pages stay English: a shared link shows the page it names.
    await page.goto('/gallery');
    await expectLanguage(page, 'en');

    await page.goto('/ar/about');
    await (await languageSwitch(page, 'English', phone)).click();
    await page.waitForURL(/\/about$/);
    await appStarted(page);
    await expectLanguage(page, 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'dayspa_lang')?.value).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expectLanguage(page, 'en');
  });
});

test.describe('the offer of the other language', () => {
  test('a browser that prefers Arabic is offered the Arabic page once, and follows it', async ({ browser, baseURL }) => {
    const page = await visitorPage(browser, baseURL ?? '', 'ar-AE');
    try {
      await page.goto('/contact');
      await appStarted(page);
      await expectLanguage(page, 'en');
      const offer = page.getByRole('complementary', { name: 'هذه الصفحة بالعربية' });
      await loading(offer).toBeVisible();
      await expect(offer).toHaveAttribute('lang', 'ar');
      await expectAccessible(page, 'English contact page with the Arabic offer');
      await offer.getByRole('link', { name: 'تصفّحوها بالعربية' }).click();
      await page.waitForURL(/\/ar\/contact$/);
      await appStarted(page);
      await expectLanguage(page, 'ar');
      // Chosen: not offered again, in either language.
      await expect(page.getByRole('complementary', { name: 'This page in English' })).toHaveCount(0);
      await page.goto('/services');
      await appStarted(page);
      await expect(page.getByRole('complementary', { name: 'هذه الصفحة بالعربية' })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });

  test('a browser that prefers English is offered the English page on an Arabic one, and may decline', async ({ browser, baseURL }) => {
    const page = await visitorPage(browser, baseURL ?? '', 'en-GB');
    try {
      await page.goto('/ar/gallery');
      await appStarted(page);
      await expectLanguage(page, 'ar');
      const offer = page.getByRole('complementary', { name: 'This page in English' });
      await loading(offer).toBeVisible();
      await expect(offer.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/gallery');
      await offer.getByRole('button', { name: 'No, thanks' }).click();
      await expect(offer).toHaveCount(0);
      // Declined is remembered as Arabic: the offer stays away, and the home address opens in Arabic.
      await page.reload();
      await appStarted(page);
      await expect(page.getByRole('complementary', { name: 'This page in English' })).toHaveCount(0);
      await page.goto('/');
      await expect(page).toHaveURL(/\/ar$/);
    } finally {
      await page.context().close();
    }
  });

  test('a browser that prefers the page’s own language is offered nothing', async ({ browser, baseURL }) => {
    const page = await visitorPage(browser, baseURL ?? '', 'en-US');
    try {
      await page.goto('/about');
      await appStarted(page);
      // Give the lazily loaded card the time it would take to show.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('complementary', { name: 'هذه الصفحة بالعربية' })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });
});
