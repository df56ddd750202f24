import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { loadLocale, loadMessages } from '@/lib/i18n';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const post = {
  id: 2,
  slug: 'hot-stones',
  title: 'Hot Stone Massage Explained',
  excerpt: 'Warm basalt stones.',
  content: '## Why stones\n\nHeat.',
  contentHtml: '<h2>Why stones</h2>\n<p>Heat relaxes <strong>muscles</strong>.</p>\n<blockquote><p>Calm.</p></blockquote>',
  category: 'Massage',
  tags: ['massage', 'stones', 'heat', 'relaxation'],
  featuredImage: '/media/blog/hot-stones.webp',
  createdAt: '2026-09-29T05:00:00Z',
  publishAt: '2026-09-29T05:00:00Z',
  updatedAt: '2026-09-29T05:00:00Z',
  author: '',
  seoTitle: '',
  seoDescription: '',
  language: 'en',
  translationSlug: null,
};

const arabicSlug = 'مساج-الأحجار-الساخنة';
const arabic = {
  ...post,
  slug: arabicSlug,
  title: 'مساج الأحجار الساخنة',
  excerpt: 'أحجار البازلت الدافئة.',
  contentHtml: '<h2>لماذا الأحجار</h2>\n<p>الدفء يرخي العضلات.</p>',
  language: 'ar',
  translationSlug: 'hot-stones',
};

describe('Blog post', { timeout: 20_000 }, () => {
  it('shows the article with its title, date, category, tags, picture and HTML, and sets the page tags', async () => {
    stubApi({ '/api/blog/hot-stones': json(post) });
    renderApp('/blog/hot-stones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage Explained' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why stones' })).toBeInTheDocument();
    expect(screen.getByText('September 29, 2026')).toBeInTheDocument();
    expect(screen.getByText('Massage')).toBeInTheDocument();
    expect(screen.getByText('#relaxation')).toBeInTheDocument();
    expect(document.querySelector('article img')).toHaveAttribute('src', '/media/blog/hot-stones.webp');
    expect(screen.getAllByRole('link', { name: 'Back to Blog' })[0]).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('link', { name: 'اقرأ هذا المقال بالعربية' })).not.toBeInTheDocument();
    // The tags are written once the head-writing code has loaded (lib/meta.ts loads it on navigation).
    await waitFor(() => {
      expect(document.title).toBe('Hot Stone Massage Explained | Serenity Day Spa Dubai');
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Warm basalt stones.');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/media\/blog\/hot-stones\.webp$/);
  });

  it("dates the post on the spa's calendar: a spa in Los Angeles sees the day before", async () => {
    stubApi({ '/api/blog/hot-stones': json(post) }); // 05:00 UTC on 29 September, 22:00 on the 28th in Los Angeles
    renderApp('/blog/hot-stones', { siteConfig: { ...testSiteConfig, timeZone: 'America/Los_Angeles' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage Explained' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('September 28, 2026').closest('time')).toHaveAttribute('dateTime', '2026-09-28');
  });

  it('shows the not-found state for an unknown slug', async () => {
    const fetchMock = stubApi({
      '/api/blog/nope': json({ message: 'Post not found' }, { status: 404, statusText: 'Not Found' }),
    });
    renderApp('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/blog');
    await waitFor(() => {
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    });
    expect(fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.includes('/api/blog/nope'))).toHaveLength(1);
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await loadLocale('en');
    });

    it('shows a post’s Arabic version at /ar/blog/{slug}, read with lang=ar, the switch leading to its English one', async () => {
      const fetchMock = stubApi({ [`/api/blog/${encodeURIComponent(arabicSlug)}`]: json(arabic) });
      await loadLocale('ar'); // as the page's path chooses it (src/start.tsx)
      // The route loads its catalog with its code once per test file: in English when an English test came first.
      await loadMessages('blog');
      renderApp(`/ar/blog/${encodeURIComponent(arabicSlug)}`);
      await screen.findByRole('heading', { level: 1, name: 'مساج الأحجار الساخنة' }, { timeout: 5000 });
      expect(screen.getByRole('heading', { level: 2, name: 'لماذا الأحجار' })).toBeInTheDocument();
      const urls = fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : '')).filter((url) => url.includes('/api/blog/'));
      expect(urls).toEqual([`/api/blog/${encodeURIComponent(arabicSlug)}?lang=ar`]);
      // The English version, a full page load, from the article and from the language switch.
      const english = screen.getByRole('link', { name: 'Read this article in English' });
      expect(english).toHaveAttribute('href', '/blog/hot-stones');
      expect(english).toHaveAttribute('hreflang', 'en');
      expect(english).toHaveAttribute('lang', 'en');
      for (const link of document.querySelectorAll('a[hreflang="en"]')) expect(link).toHaveAttribute('href', '/blog/hot-stones');
      expect(document.querySelectorAll('a[hreflang="en"]').length).toBeGreaterThan(1);
      expect(screen.getAllByRole('link', { name: 'العودة إلى المدوّنة' })[0]).toHaveAttribute('href', '/ar/blog');
      // The page's own words in Arabic: the date with Western digits; the post's category in English (lang=en)
      // while it has no Arabic name; its tags each isolated, '#' first.
      expect(screen.getByText('29 سبتمبر 2026')).toBeInTheDocument();
      expect(screen.getByText('Massage')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('#stones')).toHaveAttribute('dir', 'auto');
    });

    it('names the category by the Arabic name the manager gave it', async () => {
      stubApi({ [`/api/blog/${encodeURIComponent(arabicSlug)}`]: json({ ...arabic, categoryAr: 'التدليك' }) });
      await loadLocale('ar');
      await loadMessages('blog');
      renderApp(`/ar/blog/${encodeURIComponent(arabicSlug)}`);
      await screen.findByRole('heading', { level: 1, name: 'مساج الأحجار الساخنة' }, { timeout: 5000 });
      expect(screen.getByText('التدليك')).not.toHaveAttribute('lang');
      expect(screen.queryByText('Massage')).toBeNull();
      await waitFor(() => {
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(`/ar/blog/${encodeURIComponent(arabicSlug)}`)).toBe(true);
      });
    });

    it('shows the not-found state for a slug that is not an Arabic version', async () => {
      stubApi({ '/api/blog/hot-stones': json({ message: 'Post not found' }, { status: 404, statusText: 'Not Found' }) });
      await loadLocale('ar');
      // The route loads its catalog with its code once per test file: in English when an English test came first.
      await loadMessages('blog');
      renderApp('/ar/blog/hot-stones');
      expect(await screen.findByRole('heading', { level: 1, name: 'لم نعثر على المقال' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'تصفّح جميع المقالات' })).toHaveAttribute('href', '/ar/blog');
    });
  });

  it('links an English article to its Arabic version when it has one, and the switch leads there', async () => {
    stubApi({ '/api/blog/hot-stones': json({ ...post, translationSlug: arabicSlug }) });
    renderApp('/blog/hot-stones');
    await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage Explained' }, { timeout: 5000 });
    const link = screen.getByRole('link', { name: 'اقرأ هذا المقال بالعربية' });
    expect(link).toHaveAttribute('href', `/ar/blog/${encodeURIComponent(arabicSlug)}`);
    expect(link).toHaveAttribute('hreflang', 'ar');
    expect(link).toHaveAttribute('lang', 'ar');
    expect(link).toHaveAttribute('dir', 'rtl');
    for (const other of document.querySelectorAll('a[hreflang="ar"]')) {
      expect(other).toHaveAttribute('href', `/ar/blog/${encodeURIComponent(arabicSlug)}`);
    }
  });

  it('sends the switch of an article in English only to the Arabic blog', async () => {
    stubApi({ '/api/blog/hot-stones': json(post) });
    renderApp('/blog/hot-stones');
    await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage Explained' }, { timeout: 5000 });
    const switches = document.querySelectorAll('a[hreflang="ar"]');
    expect(switches.length).toBeGreaterThan(0);
    for (const link of switches) expect(link).toHaveAttribute('href', '/ar/blog');
  });
});
