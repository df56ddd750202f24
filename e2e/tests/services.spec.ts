import type { Browser, Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { aed } from './money';

// The services page comes rendered by the server with the current list (internal/httpapi/render.go): a
// crawler without JavaScript reads every service, and the app adopts the page without fetching the list.

test.describe.configure({ timeout: 60_000 });

interface ApiService {
  name: string;
  price: string;
  isActive: boolean;
}

/** A price as the site shows it, always with its two decimals: 'AED 450.00', 'AED 1,250.50'. */

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return context.newPage();
}

test('without JavaScript, /services shows every active service with its price', async ({ browser, baseURL, request }) => {
  const services = (await (await request.get('/api/services')).json()) as ApiService[];
  const page = await pageWithoutJavaScript(browser, baseURL);
  try {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const active = services.filter((s) => s.isActive);
    expect(active.length).toBeGreaterThan(0);
    for (const service of active) {
      await expect(card(page, service.name)).toContainText(aed(service.price));
    }
    for (const service of services.filter((s) => !s.isActive)) {
      await expect(card(page, service.name)).toContainText('Unavailable');
    }
    await expect(page.getByRole('status')).toHaveCount(0); // no loading state
  } finally {
    await page.context().close();
  }
});

test('the app adopts the rendered services without fetching them again, and without a mismatch', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/services') fetched.push(request.url());
  });
  await page.goto('/services');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'services');
  expect(fetched, 'requests for /api/services').toEqual([]);
  // React reports a hydration mismatch on the console.
  expect(consoleErrors).toEqual([]);
});
