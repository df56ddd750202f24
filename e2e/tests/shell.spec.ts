import { expect, expectAccessible, test } from './fixtures';

test.describe('site shell', () => {
  test('services page shows the seeded categories and an Unavailable card', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Signature Services' })).toBeVisible();
    for (const category of ['Massage Therapy', 'Facial Treatments', 'Body Treatments', 'Couples Packages']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }
    await expect(page.getByText('Unavailable', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'services');
  });

  test('the nav bar navigates client-side and marks the active link', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Signature Services' })).toBeVisible();
    if (isMobile) {
      // The collapsible menu closes on route change.
      await expect(nav.getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
      await page.getByRole('button', { name: /menu/i }).click();
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('a deep link reloads into the same screen', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Sanctuary' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Sanctuary' })).toBeVisible();
    await expectAccessible(page, 'gallery');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expectAccessible(page, '404');
  });

  test('the home page is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'home');
  });

  test("the display face is fetched once, named by the page's head beside the stylesheet", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its Basic Latin cut (web/scripts/subset-fonts.mjs); tests/fonts.spec.ts follows the whole Latin file.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /^\/assets\/cormorant-garamond-600-basic-[\w-]+\.woff2$/);
    // The heading's face is in use, and its one download is the preload's (a mismatch would fetch it again from the stylesheet).
    // (document.fonts.check would also ask for the whole Latin file, whose range holds these letters too.)
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Cormorant Garamond') && face.status === 'loaded')))
      .toBe(true);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(fetched).toEqual(['link']);
    expect(warnings).toEqual([]);
  });

  test('a public page paints from its prerendered HTML before the app is fetched, then hydrates cleanly', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/gallery');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appFetched: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(timing.paint, 'first contentful paint').toBeDefined();
    expect(timing.appFetched, 'the app start chunk was fetched').toBeDefined();
    expect(timing.appFetched).toBeGreaterThan(timing.paint ?? Infinity);
    // The prerendered lightbox buttons work once React has adopted them.
    await page.getByRole('region', { name: 'Pictures' }).getByRole('listitem').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // React reports a hydration mismatch on the console.
    expect(consoleErrors).toEqual([]);
  });
});
