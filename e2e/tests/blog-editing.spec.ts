import type { Page, TestInfo } from '@playwright/test';

import { contentBaseURL } from '../playwright.config';
import { expect, expectAccessible, logIn, openPlace, test } from './fixtures';

// The manager's blog (docs/product.md, Blog editing): write a post with its live preview, schedule it,
// see it appear on /blog by itself at its minute on the spa's clock, rename its slug and find the old
// address redirecting. Published posts become the newest everywhere, so this runs on a server of its
// own (playwright.config.ts: contentBaseURL). Publish times have minutes, not seconds: the post is
// scheduled for the next minute at least 15 s ahead, so the wait for it is under a minute and a quarter.

test.use({ baseURL: contentBaseURL });
test.describe.configure({ timeout: 180_000 });

const onSqliteOnly = (testInfo: TestInfo) => {
  test.skip(!testInfo.project.name.startsWith('sqlite'), 'the content server is SQLite; one run per viewport is enough');
};

const unique = (testInfo: TestInfo) => `${testInfo.project.name.split('-')[1] ?? 'x'}${Date.now().toString(36)}`;

/** The wall-clock time in Dubai ('2026-12-01T09:30') of an instant: the value the publish field takes. */
function dubaiWallTime(at: Date): string {
  return new Date(at.getTime() + 4 * 60 * 60_000).toISOString().slice(0, 16);
}

/** The next whole minute at least `lead` ms from now. */
function nextMinute(lead: number): Date {
  const t = Date.now() + lead;
  return new Date(Math.ceil(t / 60_000) * 60_000);
}

async function openBlogTab(page: Page) {
  await logIn(page);
  await openPlace(page, /^Blog/);
  await expect(page).toHaveURL(/\?tab=blog$/);
  await expect(page.locator('[data-post-id]')).not.toHaveCount(0); // rows on a desk, cards on a phone
}

test.describe('blog editing', () => {
  test('the manager writes a post, schedules it, it appears at its minute, and a renamed slug redirects', async ({ page, browser, request }, testInfo) => {
    onSqliteOnly(testInfo);
    const id = unique(testInfo);
    const title = `Winter Glow Ritual ${id}`;
    const slug = `winter-glow-ritual-${id}`;

    await openBlogTab(page);
    await expectAccessible(page, 'blog tab');
    await page.getByRole('button', { name: 'New Post' }).click();
    await expect(page.getByRole('heading', { name: 'New Post' })).toBeVisible();

    // Saving without a title: the field says why.
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page.getByText('Title must be between 3 and 200 characters.')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'editor with an error');

    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug (the address: /blog/slug)')).toHaveAttribute('placeholder', slug);
    await page.getByLabel('Excerpt', { exact: true }).fill('A warming facial for the cooler months.');
    await page.getByLabel('Category', { exact: true }).fill('Skin Care');
    await page.getByLabel('Tags (separated by commas)').fill('facial, winter');
    await page.getByLabel('Author', { exact: true }).fill('Layla Haddad');
    await page
      .getByLabel('Article (Markdown)')
      .fill('## Why winter\n\nThe air is **dry**.\n\n<script>alert(1)</script>\n\n[tap](javascript:alert(2))');
    // The preview is the server's rendering: the Markdown's heading and bold, nothing of the script.
    const preview = page.getByRole('region', { name: 'Article preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Why winter' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('dry');
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);

    const due = nextMinute(15_000);
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await page.getByLabel(/^Publish at \(spa time, Asia\/Dubai\)/).fill(dubaiWallTime(due));
    await expectAccessible(page, 'editor filled, with its preview');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page.getByText(`${title} is scheduled.`)).toBeVisible();

    const row = page.locator('[data-post-id]').filter({ hasText: title });
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expectAccessible(page, 'list with the scheduled post');

    // Scheduled: visitors do not find it yet, and the manager's preview shows it.
    if (Date.now() < due.getTime() - 2_000) {
      expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
      expect(JSON.stringify(await (await request.get('/api/blog')).json())).not.toContain(slug);
      await row.getByRole('button', { name: `Preview ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('heading', { level: 2, name: 'Why winter' })).toBeVisible();
      await expectAccessible(page, 'preview of the scheduled post');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }

    // At its minute it is on /blog by itself (a visitor's page, reloaded until then).
    const visitorContext = await browser.newContext({ baseURL: contentBaseURL });
    const visitor = await visitorContext.newPage();
    try {
      await expect
        .poll(
          async () => {
            await visitor.goto('/blog');
            return visitor.getByRole('heading', { name: title }).count();
          },
          { timeout: 120_000, intervals: [2_000] },
        )
        .toBeGreaterThan(0);
      expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
      await visitor.getByRole('heading', { name: title }).first().getByRole('link').click();
      await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole('article').getByRole('heading', { level: 2, name: 'Why winter' })).toBeVisible();
      await expectAccessible(visitor, 'the published article');
    } finally {
      await visitorContext.close();
    }

    // The list says Published now; the status filter and the search find it.
    await page.reload();
    await openPlace(page, /^Blog/);
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(id);
    await expect(page.locator('[data-post-id]')).toHaveCount(1);
    await expect(row.getByText('Published', { exact: true })).toBeVisible();

    // A new slug: the old address answers 301 to it.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const slugField = page.getByLabel('Slug (the address: /blog/slug)');
    await slugField.fill(`${slug}-renamed`);
    await expect(page.getByText(`The old address /blog/${slug} will redirect to the new one.`)).toBeVisible();
    await expectAccessible(page, 'editing the slug');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${title} is published.`)).toBeVisible();

    const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${slug}-renamed`);
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}-renamed$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('without JavaScript, /blog shows the published posts', async ({ browser, request }, testInfo) => {
    onSqliteOnly(testInfo);
    const posts = (await (await request.get('/api/blog')).json()) as { title: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const context = await browser.newContext({ baseURL: contentBaseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/blog');
      const latest = page.getByRole('region', { name: 'Latest Articles' });
      await expect(latest.getByRole('article')).toHaveCount(posts.length);
      for (const post of posts) {
        await expect(latest.getByRole('heading', { name: post.title })).toBeVisible();
      }
      await expect(page.getByText('Loading')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
