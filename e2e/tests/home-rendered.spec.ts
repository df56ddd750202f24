import type { APIRequestContext, Page } from '@playwright/test';

import { expect, expectAccessible, mediaTest as test } from './fixtures';

// The home page comes rendered by the server with the API answers its previews show
// (internal/httpapi/render.go): the first services, the latest posts and the first gallery pictures in the
// manager's order. A visitor without JavaScript reads them, and the app adopts the page without fetching
// them again.

interface ApiService {
  name: string;
}
interface ApiPost {
  title: string;
}
interface ApiPicture {
  alt: string;
}

// The gallery stays as it is while a test compares it with the page (mediaTest: the gallery manager's test edits it).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function apiAnswers(request: APIRequestContext) {
  const get = async <T>(path: string) => (await (await request.get(path)).json()) as T[];
  return {
    services: await get<ApiService>('/api/services'),
    posts: await get<ApiPost>('/api/blog'),
    gallery: await get<ApiPicture>('/api/gallery'),
  };
}

/** The page shows the first 4 services, the first 3 posts and the first 4 gallery pictures, in order. */
async function expectPreviews(page: Page, answers: Awaited<ReturnType<typeof apiAnswers>>) {
  const services = page.getByRole('region', { name: 'Our Signature Services' }).getByRole('article');
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(answers.services.slice(0, 4).map((s) => s.name));
  const posts = page.getByRole('region', { name: 'Wellness Insights' }).getByRole('article');
  await expect(posts.getByRole('heading', { level: 3 })).toHaveText(answers.posts.slice(0, 3).map((p) => p.title));
  const pictures = page.getByRole('region', { name: 'Step Inside Our Sanctuary' }).getByRole('img');
  const alts = answers.gallery.slice(0, 4).map((p) => p.alt);
  await expect(pictures).toHaveCount(alts.length);
  for (const [i, alt] of alts.entries()) {
    await expect(pictures.nth(i)).toHaveAttribute('alt', alt);
    await expect(pictures.nth(i)).toHaveAttribute('width', /^\d+$/);
    await expect(pictures.nth(i)).toHaveAttribute('height', /^\d+$/);
  }
}

test('without JavaScript, / shows the services, the latest posts and the gallery preview', async ({ browser, baseURL, request }) => {
  const answers = await apiAnswers(request);
  expect(answers.gallery.length).toBeGreaterThanOrEqual(4);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPreviews(page, answers);
    await expect(page.getByRole('status')).toHaveCount(0); // no loading state
  } finally {
    await context.close();
  }
});

test('the app adopts the rendered home page without fetching its data again, and without a mismatch', async ({ page, request }) => {
  const answers = await apiAnswers(request);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (['/api/services', '/api/blog', '/api/gallery'].includes(path)) fetched.push(path);
  });
  await page.goto('/');
  await expectPreviews(page, answers);
  // The FAQ opens only once the app has hydrated the page.
  const question = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button').first();
  await expect(async () => {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expectPreviews(page, answers);
  await expectAccessible(page, 'home, rendered by the server and hydrated');
  expect(fetched, 'API requests for the home page’s previews').toEqual([]);
  // React reports a hydration mismatch on the console.
  expect(consoleErrors).toEqual([]);
});
