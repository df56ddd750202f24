import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
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
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.includes('/api/blog/nope'))).toHaveLength(1);
  });
});
