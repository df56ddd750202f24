import type { Page } from '@playwright/test';

import { business, defaultDetails } from '../playwright.config';
import { expect, expectAccessible, test } from './fixtures';

// The spa's details come from the server's configuration (playwright.config.ts sets other details than the
// defaults): in the HTML the server sends, in what React renders after adopting it, and in every link.

test.describe.configure({ timeout: 60_000 });

const footer = (page: Page) => page.getByRole('contentinfo');

/** Fails on a hydration mismatch, which React reports on the console. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe("the spa's details", () => {
  for (const path of ['/', '/booking', '/contact', '/privacy']) {
    test(`${path} is sent and shown with the configured details only`, async ({ page, request }) => {
      // Before any JavaScript: the server's page.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`href="${business.tel}"`);
      expect(html).toContain(`href="mailto:${business.email}"`);
      expect(html).toContain(`href="https://wa.me/${business.whatsapp}"`);
      expect(html).toContain('Palm &amp; Pearl Day Spa');
      for (const value of [...defaultDetails, 'facebook.com', 'twitter.com']) expect(html, value).not.toContain(value);
      // The data block carries the stored FAQ answers as the API gives them, placeholders and all (the
      // page fills them); everything else, the rendered answers included, has none left.
      const withoutData = html.replace(/<script type="application\/json" id="dayspa-data">[\s\S]*?<\/script>/, '');
      expect(withoutData, '{{').not.toContain('{{');

      // After React has adopted it: the same details, no mismatch.
      const consoleErrors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(footer(page).getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
      const body = await page.locator('body').innerText();
      expect(body).toContain(business.name);
      for (const value of [...defaultDetails, '{{']) expect(body, value).not.toContain(value);
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs.filter((h) => h.startsWith('https://wa.me/'))) expect(href).toMatch(new RegExp(`^https://wa\\.me/${business.whatsapp}(\\?|$)`));
      for (const href of hrefs.filter((h) => h.startsWith('tel:'))) expect(href).toBe(business.tel);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the footer's phone, e-mail and social links are the configured ones", async ({ page }) => {
    await page.goto('/gallery');
    await expect(footer(page).getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
    await expect(footer(page).getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(footer(page)).toContainText(`${business.hotel}, ${business.district}, Dubai, UAE`);
    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} ${business.name}. All rights reserved.`);
    // Facebook and Twitter are not configured: no icon for them.
    const social = footer(page).getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(2);
    await expect(social.nth(0)).toHaveAccessibleName('Instagram (opens in a new tab)');
    await expect(social.nth(0)).toHaveAttribute('href', business.instagram);
    await expect(social.nth(1)).toHaveAttribute('href', `https://wa.me/${business.whatsapp}`);
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${business.whatsapp}`,
    );
    // The logo says the short name.
    await expect(page.getByRole('banner').getByRole('link', { name: `${business.name} home` })).toContainText(business.shortName);
  });
});

test.describe('Privacy Policy and Terms of Service', () => {
  test('the footer leads to the privacy policy, which says how to ask for deletion', async ({ page }) => {
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle(`Privacy Policy | ${business.name}`);
    const rights = page.getByRole('region', { name: 'Your rights, and how to ask for deletion' });
    await expect(rights.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(rights.getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
    await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
    // No pixel id configured: the policy does not describe a tracker.
    await expect(page.getByRole('heading', { name: 'Advertising measurement' })).toHaveCount(0);
    await expectAccessible(page, 'privacy policy');
  });

  test('the terms page is its own page, prerendered, with its metadata', async ({ page, request }) => {
    const html = await (await request.get('/terms')).text();
    expect(html).toContain('<title>Terms of Service | Palm &amp; Pearl Day Spa</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/terms">/);
    expect(html).toContain('Changes and cancellations');

    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle(`Terms of Service | ${business.name}`);
    await expectAccessible(page, 'terms of service');
  });

  test('both are in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/privacy<\/loc>/);
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/terms<\/loc>/);
  });
});
