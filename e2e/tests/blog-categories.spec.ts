import type { Locator, TestInfo } from '@playwright/test';

import { contentBaseURL } from '../playwright.config';
import { adminSession, expect, expectAccessible, expectLanguage, hydrated, logIn, openPlace, test } from './fixtures';

// The Arabic blog in Arabic (docs/product.md, Blog): the manager names a category in Arabic once, in the
// dashboard's Blog tab, and the Arabic blog shows that name on the post's badge, in the filter buttons, in the
// sidebar and on the article, its filter's address keeping the English name; a tag keeps its '#' before the word
// in a right-to-left page. The post and its category are this test's own, on the content server
// (playwright.config.ts: contentBaseURL), so no other spec's blog changes.

test.use({ baseURL: contentBaseURL });

const onSqliteOnly = (testInfo: TestInfo) => {
  test.skip(!testInfo.project.name.startsWith('sqlite'), 'the content server is SQLite; one run per viewport is enough');
};

/**
 * Where the tag's '#' is drawn beside its first letter: 'before' when it is on the side the word starts from (left
 * of a Latin word, right of an Arabic one), as a reader expects it.
 */
async function hashSide(tag: Locator): Promise<'before' | 'after'> {
  return tag.evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('the tag is not one text');
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect();
    };
    const [hash, letter] = [box(0), box(1)];
    const arabic = /[\u0600-\u06FF]/u.test(text.textContent?.charAt(1) ?? '');
    const before = arabic ? hash.left >= letter.right - 0.5 : hash.right <= letter.left + 0.5;
    return before ? 'before' : 'after';
  });
}

test('the manager names a category in Arabic and the Arabic blog shows it; tags keep their #', async ({ page, browser }, testInfo) => {
  onSqliteOnly(testInfo);
  const id = `${testInfo.project.name.split('-')[1] ?? 'x'}${Date.now().toString(36)}`;
  const category = `Aromatics ${id}`;
  const arabicName = `العطور ${id}`;
  const arabicSlug = `روائح-${id}`;

  await adminSession(page);
  const created = await page.request.post('/api/admin/posts', {
    data: {
      title: `Scents of Arabia ${id}`,
      status: 'published',
      content: 'Oud and frankincense.',
      category,
      tags: ['oud', 'عود'],
      ar: { title: `روائح الجزيرة ${id}`, slug: arabicSlug, content: 'العود واللبان.' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: number };

  try {
    // The dashboard: the category with no Arabic name yet; the manager writes one.
    await logIn(page);
    await openPlace(page, /^Blog/);
    const field = page.getByRole('textbox', { name: `Arabic name of ${category}` });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('dir', 'rtl');
    await field.fill(arabicName);
    await page.getByRole('button', { name: `Save the Arabic name of ${category}` }).click();
    await expect(page.getByText(`${category} is saved.`)).toBeVisible();
    await expectAccessible(page, 'the Blog tab with the categories in Arabic');

    // A visitor on the Arabic blog, filtered by the category: its address keeps the English name.
    const visitorContext = await browser.newContext({ baseURL: contentBaseURL, viewport: page.viewportSize() });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/ar/blog?category=${encodeURIComponent(category)}`);
      await expectLanguage(visitor, 'ar');
      const filters = visitor.getByRole('group', { name: 'تصفية حسب الفئة' });
      await expect(filters.getByRole('button', { name: arabicName })).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { name: category })).toHaveCount(0);
      const list = visitor.getByRole('region', { name: 'أحدث المقالات' });
      const card = list.getByRole('article').filter({ hasText: `روائح الجزيرة ${id}` });
      await expect(card.getByText(arabicName, { exact: true })).toBeVisible();
      await expect(visitor.getByRole('region', { name: 'الفئات' }).getByRole('button', { name: new RegExp(`^${arabicName} `) })).toBeVisible();
      await expect(visitor.getByText(category, { exact: true })).toHaveCount(0);

      // Each tag reads with its '#' before it, the Latin one as the Arabic one.
      const tags = card.getByRole('list', { name: 'الوسوم' }).getByRole('listitem');
      await expect(tags).toHaveText(['#oud', '#عود']);
      await hydrated(tags.first());
      expect(await hashSide(tags.first())).toBe('before');
      expect(await hashSide(tags.last())).toBe('before');
      await expectAccessible(visitor, 'the Arabic blog filtered by the category');

      // The article names it too.
      await card.getByRole('link', { name: new RegExp(`روائح الجزيرة ${id}`) }).first().click();
      await expect(visitor.getByRole('heading', { level: 1, name: `روائح الجزيرة ${id}` })).toBeVisible();
      await expect(visitor.getByRole('main').getByText(arabicName, { exact: true })).toBeVisible();
      expect(await hashSide(visitor.getByRole('main').getByRole('listitem').filter({ hasText: '#oud' }))).toBe('before');
      await expectAccessible(visitor, 'the Arabic article');

      // /ar/blog's first HTML, rendered by the server, says it before any script runs.
      const first = await (await visitor.request.get('/ar/blog')).text();
      expect(first).toContain(arabicName);
    } finally {
      await visitorContext.close();
    }
  } finally {
    const removed = await page.request.delete(`/api/admin/posts/${String(post.id)}`);
    expect(removed.status()).toBe(204);
  }
});
