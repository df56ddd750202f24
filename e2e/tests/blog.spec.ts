import { business } from '../playwright.config';
import { expect, expectAccessible, hydrated, layoutShiftSoFar, test, watchLayoutShift } from './fixtures';
import type { Page } from '@playwright/test';

// Several page loads and axe-core scans per test: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

// The seeded wellness posts (internal/seed/posts), newest first.
const seeded = {
  total: 8,
  newest: 'A Perfect Couples Day in Dubai: From Spa Suite to Sunset',
  hotStone: 'Warmth That Goes Deep: Hot Stone Massage Explained',
  hammam: 'The Ritual of the Moroccan Hammam: Steam, Black Soap and a New Skin',
} as const;

// The first screen of a page can take a while on a loaded machine (page chunk, then the posts).
const loading = expect.configure({ timeout: 20_000 });

/**
 * Opens the blog list and waits for its posts and for React to have adopted the search field: typed into before
 * that (the prerendered page shows it at once), a search is lost and the list stays whole.
 */
async function openBlog(page: Page, path = '/blog') {
  await page.goto(path);
  await loading(page.getByRole('region', { name: 'Latest Articles' })).toBeVisible();
  await hydrated(page.getByRole('searchbox', { name: 'Search articles' }));
}

const latest = (page: Page) => page.getByRole('region', { name: 'Latest Articles' });
const listed = (page: Page) => latest(page).getByRole('article');
const categoryBar = (page: Page) => page.getByRole('group', { name: 'Filter by category' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });

test.describe('blog list', () => {
  test('comes whole in the first HTML: the app adopts the posts without fetching them again', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/blog')) fetched.push(request.url());
    });
    const response = await page.goto('/blog');
    await expect(listed(page)).toHaveCount(seeded.total);
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(fetched, 'requests for the posts').toEqual([]);
    // React reports a hydration mismatch on the console.
    expect(consoleErrors).toEqual([]);
    // The first HTML carries the cards, not the posts' Markdown (the search fetches that).
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="dayspa-data"');
    expect(html).not.toContain('grey rolls');
  });

  test('the search fetches the posts\' text once, when the visitor starts searching, and finds a word of a body', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/blog')) fetched.push(url.pathname + url.search);
    });
    await openBlog(page);
    await expect(listed(page)).toHaveCount(seeded.total);
    // Hydrated: the category buttons answer.
    await expect(async () => {
      await categoryBar(page).getByRole('button', { name: 'Massage' }).click();
      await expect(listed(page)).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await categoryBar(page).getByRole('button', { name: 'All' }).click();
    expect(fetched).toEqual([]);

    await searchBox(page).focus();
    await expect.poll(() => fetched).toEqual(['/api/blog']);
    // 'grey rolls' is in the body of the hammam article only, not in a title or an excerpt.
    await searchBox(page).fill('GREY ROLLS');
    await expect(listed(page)).toHaveCount(1);
    await expect(listed(page).first()).toContainText(seeded.hammam);
    await searchBox(page).fill('basalt');
    await expect(listed(page).first()).toContainText(seeded.hotStone);
    expect(fetched).toEqual(['/api/blog']);
  });

  test('shows the hero, 3 featured posts, every post, 5 recent posts and the sidebar', async ({ page }) => {
    await openBlog(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Insights' })).toBeVisible();
    await expect(listed(page)).toHaveCount(seeded.total);

    const featured = page.getByRole('region', { name: 'Featured Articles' });
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(featured.getByRole('link', { name: /^Read More/ })).toHaveCount(3);
    await expect(featured.getByRole('article').first()).toContainText(seeded.newest);
    await expect(featured.getByRole('article').first()).toContainText('November 10, 2026');

    const first = listed(page).first();
    await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      '#couples',
      '#romantic getaway',
      '#dubai winter',
    ]);
    await expect(first.getByRole('link', { name: /^Read Full Article/ })).toHaveAttribute(
      'href',
      '/blog/a-couples-spa-day-in-dubai',
    );

    const recent = page.getByRole('region', { name: 'Recent Posts' });
    await expect(recent.getByRole('listitem')).toHaveCount(5);
    await expect(recent.getByRole('listitem').first()).toContainText('Nov 10');

    await expect(categoryBar(page).getByRole('button')).toHaveText(['All', 'Lifestyle', 'Wellness', 'Massage', 'Spa Rituals', 'Skincare']);
    await expect(categoryBar(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Have Questions?' }).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );

    // A post without its own picture shows the default one.
    const sleep = listed(page).filter({ hasText: 'Better Sleep' });
    await expect(sleep.locator('img')).toHaveAttribute('src', '/media/blog/default.webp');
    await expectAccessible(page, 'blog list');
  });

  test('the search narrows the list, case-insensitively, and survives a reload', async ({ page }) => {
    await openBlog(page);
    await expect(listed(page)).toHaveCount(seeded.total);
    // 'kessa' appears only in the content of the hammam article.
    await searchBox(page).fill('KESSA');
    await expect(listed(page)).toHaveCount(1);
    await expect(listed(page).first()).toContainText(seeded.hammam);
    await expect(page).toHaveURL(/\/blog\?q=KESSA$/);

    await page.reload();
    await loading(searchBox(page)).toHaveValue('KESSA');
    await expect(listed(page)).toHaveCount(1);
  });

  test('a category button filters the list', async ({ page }) => {
    await openBlog(page);
    await categoryBar(page).getByRole('button', { name: 'Massage' }).click();
    await expect(categoryBar(page).getByRole('button', { name: 'Massage' })).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryBar(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(listed(page)).toHaveCount(2);
    for (const article of await listed(page).all()) await expect(article).toContainText('Massage');
    await expect(page).toHaveURL(/\/blog\?category=Massage$/);

    // Search and category combine.
    await searchBox(page).fill('basalt');
    await expect(listed(page)).toHaveCount(1);
    await expect(listed(page).first()).toContainText(seeded.hotStone);
  });

  test('a category in the sidebar filters the list', async ({ page }) => {
    await openBlog(page);
    const categories = page.getByRole('region', { name: 'Categories' });
    const spaRituals = categories.getByRole('button', { name: /^Spa Rituals/ });
    // The count shows as a figure, and is read as '2 articles' (the figure itself hidden from screen readers).
    await expect(spaRituals).toHaveAccessibleName(/^Spa Rituals\s*2 articles$/);
    await expect(spaRituals.locator('[aria-hidden="true"]')).toHaveText('2');
    await spaRituals.click();
    await expect(spaRituals).toHaveAttribute('aria-pressed', 'true');
    await expect(listed(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeInViewport();
    await expect(categoryBar(page).getByRole('button', { name: 'Spa Rituals' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("a search without a match shows 'No Articles Found'; Clear Filters restores every post", async ({ page }) => {
    await openBlog(page, '/blog?category=Skincare');
    await searchBox(page).fill('zzz-no-such-words');
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse all categories.')).toBeVisible();
    await expectAccessible(page, 'blog empty state');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(listed(page)).toHaveCount(seeded.total);
    await expect(searchBox(page)).toHaveValue('');
    await expect(categoryBar(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a load failure says so', async ({ page }) => {
    await page.route((url) => url.pathname === '/api/blog', (route) => route.fulfill({ status: 500, body: 'boom' }));
    // Plain /blog arrives with its posts; a search is the app's, which fetches them.
    await page.goto('/blog?q=');
    // The read is retried once before the page gives up.
    await loading(page.getByRole('alert')).toContainText('Failed to load blog posts');
    await expect(page.getByRole('alert')).toContainText('Please try again later.');
  });

  test('the newsletter checks the address and thanks every subscriber, even a repeated one', async ({ page }) => {
    await openBlog(page);
    const newsletter = page.getByRole('form', { name: 'Wellness Newsletter' });
    const email = newsletter.getByLabel('Email address');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // The newsletter needs its separate box for offers by e-mail, never ticked for the visitor.
    const box = newsletter.getByRole('checkbox', { name: 'Send me offers and news by e-mail' });
    await expect(box).not.toBeChecked();
    await expect(newsletter.getByText('Please tick the box to agree to receive our offers and news by e-mail.')).toBeVisible();

    const address = `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ae`;
    for (let i = 0; i < 2; i++) {
      await email.fill(address);
      await box.check();
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answer).status()).toBe(i === 0 ? 201 : 200);
      await expect(page.getByText('Thank You for Subscribing!')).toBeVisible();
      await expect(email).toHaveValue('');
      await expect(box).not.toBeChecked();
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expect(page.getByText('Thank You for Subscribing!')).toBeHidden();
    }
  });
});

test.describe('blog post', () => {
  test('opens from the list, shows the article, and goes back to the blog', async ({ page }) => {
    await openBlog(page);
    await listed(page).filter({ hasText: seeded.hotStone }).getByRole('link', { name: /^Read Full Article/ }).click();
    await expect(page).toHaveURL(/\/blog\/hot-stone-massage-explained$/);
    await loading(page.getByRole('heading', { level: 1, name: seeded.hotStone })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What is hot stone massage?' })).toBeVisible();
    await expect(page.getByText('September 29, 2026').first()).toBeVisible();
    await expect(page.getByText('#hot stone massage')).toBeVisible();
    await expect(page).toHaveTitle(`${seeded.hotStone} | ${business.name}`);
    await expectAccessible(page, 'blog post');

    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Insights' })).toBeVisible();
  });

  test('comes whole in the first HTML: the app adopts it without fetching it again, nothing moves', async ({ page }) => {
    await watchLayoutShift(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/blog')) fetched.push(request.url());
    });
    await page.goto('/blog/hot-stone-massage-explained');
    await expect(page.getByRole('heading', { level: 1, name: seeded.hotStone })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading article' })).toHaveCount(0);
    expect(fetched, 'requests for the article').toEqual([]);
    // Cumulative layout shift: 0.01 is a tenth of what Google calls good (0.1).
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.01);
    // React reports a hydration mismatch on the console.
    expect(consoleErrors).toEqual([]);
  });

  test('without JavaScript, the whole article is there', async ({ browser, baseURL, request }) => {
    const post = (await (await request.get('/api/blog/hot-stone-massage-explained')).json()) as { contentHtml: string };
    const sections = [...post.contentHtml.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1] ?? '');
    expect(sections.length).toBeGreaterThan(2);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/blog/hot-stone-massage-explained');
      await expect(page.getByRole('heading', { level: 1, name: seeded.hotStone })).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(sections);
      await expect(page.getByText('September 29, 2026').first()).toBeVisible();
      await expect(page).toHaveTitle(`${seeded.hotStone} | ${business.name}`);
    } finally {
      await context.close();
    }
  });

  test('an unknown slug shows the not-found state', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await loading(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goBack();
    await loading(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expectAccessible(page, 'blog post not found');
  });
});
