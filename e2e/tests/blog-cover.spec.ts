import type { Page, TestInfo } from '@playwright/test';

import { contentBaseURL } from '../playwright.config';
import { expect, expectAccessible, logIn, openPlace, test } from './fixtures';

// A post's cover picture (docs/product.md, Blog editing): the manager writes a post with a cover, which the
// server turns into responsive variants, and the article shows it with its alt text. Published posts become
// the newest everywhere, so this runs on the content server, as blog-editing.spec.ts does.

test.use({ baseURL: contentBaseURL });
test.describe.configure({ timeout: 120_000 });

const onSqliteOnly = (testInfo: TestInfo) => {
  test.skip(!testInfo.project.name.startsWith('sqlite'), 'the content server is SQLite; one run per viewport is enough');
};

/** A photo-like JPEG the browser paints: a gradient with a sun, w×h. */
async function makeJpeg(page: Page, w: number, h: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      const sky = ctx.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#3a2a20');
      sky.addColorStop(1, '#c98f5a');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#2b2b2b';
      ctx.beginPath();
      ctx.ellipse(width * 0.5, height * 0.65, width / 5, height / 10, 0, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob | null>((resolve) => {
        canvas.toBlob(resolve, 'image/jpeg', 0.9);
      });
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    [w, h] as const,
  );
  return Buffer.from(base64, 'base64');
}

test('the manager gives a post a cover with alt text, and the article shows it', async ({ page, request }, testInfo) => {
  onSqliteOnly(testInfo);
  const id = `${testInfo.project.name.split('-')[1] ?? 'x'}${Date.now().toString(36)}`;
  const title = `Basalt and Warmth ${id}`;
  const slug = `basalt-and-warmth-${id}`;
  const alt = `Warm basalt stones on a folded towel (${id})`;

  await logIn(page);
  await openPlace(page, /^Blog/);
  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { name: 'New Post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill('Why heated stones reach deeper.');
  await page.getByLabel('Article (Markdown)').fill('## The stones\n\nBasalt holds its **heat**.');
  await page.getByLabel('Status', { exact: true }).selectOption('published');

  // A cover without alt text: the field says why, and nothing is saved.
  const picture = page.getByLabel('Picture (JPEG, PNG or WebP, at most 15 MB)');
  await picture.setInputFiles({ name: 'stones.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 1400, 1000) });
  await expect(page.getByText('stones.jpg will be the cover when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Post' }).click();
  const altField = page.getByLabel('Alt text (describe the picture)');
  await expect(page.getByText('Please describe the picture for visitors who cannot see it (alt text).')).toBeVisible();
  await expect(altField).toBeFocused();
  await expect(altField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'cover without alt text');
  expect((await request.get(`/api/blog/${slug}`)).status()).toBe(404);

  await altField.fill(alt);
  await expectAccessible(page, 'editor with a cover and its alt text');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText(`${title} is published.`)).toBeVisible();
  await expectAccessible(page, 'list after saving the post with its cover');

  // The article: the cover as responsive variants, with its alt text, in the first HTML as after hydration.
  const html = await (await request.get(`/blog/${slug}`)).text();
  expect(html).toContain(`alt="${alt}"`);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cover = page.getByRole('img', { name: alt });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('srcset', /^\/pictures\/[0-9a-f]{32}\.jpg 480w, .+ 960w, .+ 1400w$/);
  await expect(cover).toHaveAttribute('width', '1400');
  await expect(cover).toHaveAttribute('height', '1000');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/pictures\/[0-9a-f]{32}\.jpg$/);
  await expectAccessible(page, 'the article with its cover');

  // Its card on /blog shows the same picture and text.
  await page.goto('/blog');
  await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();
});
