import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { marketingVersion } from '@/lib/marketing';
import { loadLocale, loadMessages } from '@/lib/i18n';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const posts = [
  {
    id: 3,
    slug: 'couples-day',
    title: 'A Couples Spa Day',
    excerpt: 'Time together.',
    content: 'Plan an unhurried day.',
    category: 'Lifestyle',
    tags: ['couples', 'romance', 'winter', 'anniversary'],
    featuredImage: '/media/blog/couples-day.webp',
    createdAt: '2026-11-10T05:00:00Z',
    publishAt: '2026-11-10T05:00:00Z',
    updatedAt: '2026-11-10T05:00:00Z',
    author: '',
    seoTitle: '',
    seoDescription: '',
  },
  {
    id: 2,
    slug: 'hot-stones',
    title: 'Hot Stone Massage Explained',
    excerpt: 'Warm basalt stones.',
    content: 'Heat relaxes muscles.',
    category: 'Massage',
    tags: ['massage'],
    featuredImage: '',
    createdAt: '2026-09-29T05:00:00Z',
    publishAt: '2026-09-29T05:00:00Z',
    updatedAt: '2026-09-29T05:00:00Z',
    author: '',
    seoTitle: '',
    seoDescription: '',
  },
  {
    id: 1,
    slug: 'sleep',
    title: 'Better Sleep',
    excerpt: '',
    content: 'A warm bath and a hammam ritual.',
    category: 'Wellness',
    tags: [],
    featuredImage: '/media/blog/sleep.webp',
    createdAt: '',
    publishAt: '',
    updatedAt: '',
    author: '',
    seoTitle: '',
    seoDescription: '',
  },
];

const latest = () => screen.getByRole('region', { name: 'Latest Articles' });
const titlesIn = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

// Each test renders the whole app, whose page chunks load lazily: give jsdom time.
describe('Blog list', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom does not lay out or scroll.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('shows a spinner, then the hero, featured posts, the list and the sidebar', async () => {
    stubApi({ '/api/blog': json(posts) });
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellness Insights' }, { timeout: 5000 })).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Featured Articles' });
    expect(titlesIn(featured)).toEqual(['A Couples Spa Day', 'Hot Stone Massage Explained', 'Better Sleep']);
    expect(within(featured).getAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
    expect(titlesIn(latest())).toHaveLength(3);

    const [first, second] = within(latest()).getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('November 10, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Lifestyle')).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#couples',
      '#romance',
      '#winter',
    ]);
    expect(within(first).getByRole('link', { name: /Read Full Article/ })).toHaveAttribute('href', '/blog/couples-day');
    expect(within(latest()).getAllByText('Date not available')).toHaveLength(1);

    // Pictures: the 640 copy in srcset; the default picture when a post has none.
    const images = first.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('srcset', '/media/blog/couples-day-640.webp 640w, /media/blog/couples-day.webp 1200w');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(second.querySelector('img')).toHaveAttribute('src', '/media/blog/default.webp');

    const recent = screen.getByRole('region', { name: 'Recent Posts' });
    expect(within(recent).getByText('Nov 10')).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: /^Massage/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(categories).getByRole('button', { name: /^Massage/ })).toHaveAccessibleName('Massage 1 article');
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('https://wa.me/'));
  });

  it('filters by search and category, keeps them in the URL, and clears them', async () => {
    stubApi({ '/api/blog': json(posts) });
    const { user, location } = renderApp('/blog');
    const search = await screen.findByRole('searchbox', { name: 'Search articles' }, { timeout: 5000 });
    expect(search).toHaveAttribute('placeholder', 'Search articles...');

    await user.type(search, 'HAMMAM');
    expect(titlesIn(latest())).toEqual(['Better Sleep']);
    await waitFor(() => { expect(location().search).toBe('?q=HAMMAM'); });

    await user.clear(search);
    const bar = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Lifestyle', 'Massage', 'Wellness']);
    await user.click(within(bar).getByRole('button', { name: 'Massage' }));
    expect(within(bar).getByRole('button', { name: 'Massage' })).toHaveAttribute('aria-pressed', 'true');
    expect(titlesIn(latest())).toEqual(['Hot Stone Massage Explained']);
    await waitFor(() => { expect(location().search).toBe('?category=Massage'); });

    await user.type(search, 'sleep');
    expect(await screen.findByRole('heading', { name: 'No Articles Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or browse all categories.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(titlesIn(latest())).toHaveLength(3);
    expect(search).toHaveValue('');
    expect(within(bar).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => { expect(location().search).toBe(''); });
  });

  it("shows the list from the posts without their text, and fetches the text once, when the visitor starts searching", async () => {
    // The server as it is: `?summary=true` leaves each post's Markdown out.
    const asked: string[] = [];
    stubApi({
      '/api/blog': (request) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return json(url.searchParams.get('summary') === 'true' ? posts.map((post) => ({ ...post, content: '' })) : posts);
      },
    });
    const { user } = renderApp('/blog');
    const search = await screen.findByRole('searchbox', { name: 'Search articles' }, { timeout: 5000 });
    expect(titlesIn(latest())).toHaveLength(3);
    expect(asked).toEqual(['/api/blog?summary=true']);

    // 'hammam' is only in the body of 'Better Sleep'.
    await user.click(search);
    await waitFor(() => { expect(asked).toEqual(['/api/blog?summary=true', '/api/blog']); });
    await user.type(search, 'hammam');
    expect(await within(latest()).findByRole('heading', { name: 'Better Sleep' })).toBeInTheDocument();
    expect(titlesIn(latest())).toEqual(['Better Sleep']);
    await user.clear(search);
    await user.type(search, 'heat relaxes');
    expect(titlesIn(latest())).toEqual(['Hot Stone Massage Explained']);
    expect(asked).toHaveLength(2);
  });

  it('waits for the text before answering a search typed before it arrives', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    stubApi({
      '/api/blog': async (request) => {
        if (new URL(request.url).searchParams.get('summary') === 'true') return json(posts.map((post) => ({ ...post, content: '' })));
        await held;
        return json(posts);
      },
    });
    const { user } = renderApp('/blog');
    const search = await screen.findByRole('searchbox', { name: 'Search articles' }, { timeout: 5000 });
    await user.type(search, 'hammam');
    // Not 'No Articles Found': the titles alone do not say.
    expect(within(latest()).queryByRole('heading', { name: 'No Articles Found' })).not.toBeInTheDocument();
    expect(within(latest()).getByText('Searching articles')).toBeInTheDocument();
    release();
    expect(await within(latest()).findByRole('heading', { name: 'Better Sleep' })).toBeInTheDocument();
  });

  it('reads the filter from the URL and follows a link back to /blog', async () => {
    stubApi({ '/api/blog': json(posts) });
    const { user, location } = renderApp('/blog?q=warm&category=Wellness');
    expect(await screen.findByRole('searchbox', { name: 'Search articles' }, { timeout: 5000 })).toHaveValue('warm');
    expect(titlesIn(latest())).toEqual(['Better Sleep']);
    await user.click(within(screen.getByRole('region', { name: 'Categories' })).getByRole('button', { name: /^Massage/ }));
    expect(titlesIn(latest())).toEqual(['Hot Stone Massage Explained']);
    expect(screen.getByRole('heading', { name: 'Latest Articles' })).toHaveFocus();
    expect(location().search).toBe('?q=warm&category=Massage');
    // The navigation bar's Blog link: a new visit to the list, unfiltered.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(''));
    expect(titlesIn(latest())).toHaveLength(3);
  });

  it('says so when the posts cannot be loaded', async () => {
    stubApi({ '/api/blog': new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    renderApp('/blog');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load blog posts');
    expect(alert).toHaveTextContent('Please try again later.');
  });

  it('subscribes to the newsletter, checking the address first', async () => {
    const sent: unknown[] = [];
    stubApi({
      '/api/blog': json(posts),
      'POST /api/newsletter': async (request) => {
        sent.push(await request.json());
        return json({ message: 'Subscribed' }, { status: sent.length === 1 ? 201 : 200 });
      },
    });
    const { user } = renderApp('/blog');
    const newsletter = await screen.findByRole('form', { name: 'Wellness Newsletter' }, { timeout: 5000 });
    const email = within(newsletter).getByLabelText('Email address');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    // The form's checks are fetched when it is first touched: the message comes once they are in.
    await waitFor(() => {
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    });
    expect(sent).toEqual([]);

    await user.type(email, 'reader@example.ae');
    // The newsletter needs the separate box for offers by e-mail, which is never ticked for the visitor.
    const box = within(newsletter).getByRole('checkbox', { name: 'Send me offers and news by e-mail' });
    expect(box).not.toBeChecked();
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(box).toHaveAccessibleDescription(/Please tick the box to agree to receive our offers and news by e-mail\./);
    expect(sent).toEqual([]);

    await user.click(box);
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank You for Subscribing!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(box).not.toBeChecked();
    expect(sent).toEqual([{ email: 'reader@example.ae', marketing: true, marketingVersion, language: 'en' }]);
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await loadLocale('en');
    });

    // The posts' Arabic versions, as GET /api/blog?lang=ar answers them (the category and tags are the post's; the
    // category has the Arabic name the manager gave it, or none yet: Wellness).
    const arabic = posts.map((post, index) => ({
      ...post,
      categoryAr: ['أسلوب الحياة', 'التدليك', ''][index] ?? '',
      slug: `مقال-${index + 1}`,
      title: ['يوم للثنائي في المنتجع', 'شرح التدليك بالأحجار الساخنة', 'نوم أعمق'][index] ?? '',
      excerpt: ['وقت معًا.', 'أحجار البازلت الدافئة.', ''][index] ?? '',
      content: ['خطط ليوم بلا عجلة.', 'الدفء يرخي العضلات.', 'حمّام دافئ وطقس الحمّام المغربي.'][index] ?? '',
      language: 'ar',
      translationSlug: post.slug,
    }));

    it('lists the Arabic versions from their summaries, and its search fetches their text once, in Arabic', async () => {
      const asked: string[] = [];
      stubApi({
        '/api/blog': (request) => {
          const url = new URL(request.url);
          asked.push(url.pathname + url.search);
          if (url.searchParams.get('lang') !== 'ar') return json(posts);
          return json(url.searchParams.get('summary') === 'true' ? arabic.map((post) => ({ ...post, content: '' })) : arabic);
        },
      });
      await loadLocale('ar');
      // The route loads its catalog with its code once per test file: in English when an English test came first.
      await Promise.all([loadMessages('blog'), loadMessages('errors')]);
      const { user, location } = renderApp('/ar/blog');
      expect(await screen.findByRole('heading', { level: 1, name: 'أسرار العافية' }, { timeout: 5000 })).toBeInTheDocument();
      const search = await screen.findByRole('searchbox', { name: 'ابحث في المقالات' });
      const list = screen.getByRole('region', { name: 'أحدث المقالات' });
      expect(titlesIn(list)).toEqual(['يوم للثنائي في المنتجع', 'شرح التدليك بالأحجار الساخنة', 'نوم أعمق']);
      expect(asked).toEqual(['/api/blog?lang=ar&summary=true']);
      expect(within(list).getByRole('link', { name: 'اقرأ المقال كاملًا: نوم أعمق' })).toHaveAttribute('href', `/ar/blog/${encodeURIComponent('مقال-3')}`);
      expect(screen.getByRole('status')).toHaveTextContent('3 مقالات');

      // Arabic dates with Western digits; the categories by their Arabic names (one without: its English one, marked
      // so); the tags as written, each isolated so that its '#' stays before it.
      const [first, , third] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(first).getByText('10 نوفمبر 2026')).toBeInTheDocument();
      expect(within(first).queryByText('Lifestyle')).toBeNull();
      expect(within(first).getByText('أسلوب الحياة')).not.toHaveAttribute('lang');
      expect(within(third).getByText('Wellness')).toHaveAttribute('lang', 'en');
      const [tag] = within(within(first).getByRole('list', { name: 'الوسوم' })).getAllByRole('listitem') as [HTMLElement];
      expect(tag).toHaveTextContent(/^#couples$/);
      expect(tag).toHaveAttribute('lang', 'en');
      expect(tag).toHaveAttribute('dir', 'auto');
      const recent = screen.getByRole('region', { name: 'أحدث التدوينات' });
      expect(within(recent).getByText('10 نوفمبر')).toBeInTheDocument();
      expect(within(recent).getByText('التاريخ غير متوفر')).toBeInTheDocument();
      expect(within(recent).getByText('التدليك')).toBeInTheDocument();
      const categories = screen.getByRole('region', { name: 'الفئات' });
      expect(within(categories).getByRole('button', { name: 'التدليك مقال واحد' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(categories).getByRole('button', { name: 'Wellness مقال واحد' })).toBeInTheDocument();
      const bar = screen.getByRole('group', { name: 'تصفية حسب الفئة' });
      expect(within(bar).getByRole('button', { name: 'الكل' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(bar).queryByRole('button', { name: 'Massage' })).toBeNull();
      // The filter's address keeps the category's English name, its key.
      await user.click(within(bar).getByRole('button', { name: 'التدليك' }));
      await waitFor(() => { expect(location().search).toBe('?category=Massage'); });
      expect(titlesIn(list)).toEqual(['شرح التدليك بالأحجار الساخنة']);
      await user.click(within(bar).getByRole('button', { name: 'الكل' }));

      // 'الحمّام المغربي' is only in the body of 'نوم أعمق'.
      await user.click(search);
      await waitFor(() => { expect(asked).toEqual(['/api/blog?lang=ar&summary=true', '/api/blog?lang=ar']); });
      await user.type(search, 'الحمّام المغربي');
      expect(await within(list).findByRole('heading', { name: 'نوم أعمق' })).toBeInTheDocument();
      expect(titlesIn(list)).toEqual(['نوم أعمق']);
      expect(screen.getByRole('status')).toHaveTextContent('مقال واحد');
      await user.clear(search);
      await user.type(search, 'لا شيء هنا');
      expect(await within(list).findByRole('heading', { name: 'لم نعثر على مقالات' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('لا توجد مقالات');
      expect(asked).toHaveLength(2);
    });

    it('says the newsletter form in Arabic, its e-mail box left to right', async () => {
      stubApi({ '/api/blog': json(arabic.map((post) => ({ ...post, content: '' }))) });
      await loadLocale('ar');
      // The route loads its catalog with its code once per test file: in English when an English test came first.
      await Promise.all([loadMessages('blog'), loadMessages('errors')]);
      const { user } = renderApp('/ar/blog');
      const newsletter = await screen.findByRole('form', { name: 'نشرة العافية' }, { timeout: 5000 });
      const email = within(newsletter).getByLabelText('البريد الإلكتروني');
      expect(email).toHaveAttribute('dir', 'ltr');
      await user.type(email, 'not-an-address');
      await user.click(within(newsletter).getByRole('button', { name: 'اشترك' }));
      expect(await within(newsletter).findByText('يُرجى إدخال بريد إلكتروني صحيح.')).toBeInTheDocument();
    });
  });
});
