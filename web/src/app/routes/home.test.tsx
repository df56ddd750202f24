import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const service = (id: number, name: string) => ({
  id,
  name,
  description: `${name}, slowly.`,
  category: 'Massage Therapy',
  duration: 60,
  price: '350.00',
  isActive: true,
});
const services = [1, 2, 3, 4, 5, 6].map((id) => service(id, `Treatment ${id}`));

const post = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  content: 'Body',
  category: 'Wellness',
  tags: [],
  featuredImage: `/media/blog/post-${id}.webp`,
  createdAt: '2026-11-10T08:00:00Z',
  publishAt: '2026-11-10T08:00:00Z',
  updatedAt: '2026-11-10T08:00:00Z',
  author: '',
  seoTitle: '',
  seoDescription: '',
  ...extra,
});
const posts = [post(1, { featuredImage: '' }), post(2), post(3), post(4)];

/** GET /api/gallery's answer: five pictures in the manager's order (ids not in that order). */
const picture = (id: number, alt: string) => ({
  id,
  alt,
  category: 'Treatment Rooms',
  position: 0,
  createdAt: '2026-11-01T08:00:00Z',
  picture: {
    width: 960,
    height: 720,
    variants: [{ src: `/pictures/${String(id).padStart(32, '0')}.webp`, type: 'image/webp', width: 960, height: 720 }],
  },
});
const gallery = [picture(5, 'Fifth, moved first'), picture(1, 'One'), picture(2, 'Two'), picture(3, 'Three'), picture(4, 'Four')];

/** Renders Home and waits for its lazily loaded code, hero and sections (slow the first time in a run). */
async function renderHome() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  await screen.findByRole('heading', { level: 2, name: 'Get in Touch' }, { timeout: 15_000 });
  return view;
}

beforeEach(() => {
  // jsdom has no matchMedia; a visitor who prefers reduced motion keeps the still poster.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
});

// The first render loads the route's code, and the first toast sonner's: slow in a cold test run.
describe('Home page', { timeout: 30_000 }, () => {
  it('shows the ten sections in their order, with the spa name as the only h1', async () => {
    stubApi({ '/api/services': json(services), '/api/blog': json(posts) });
    await renderHome();

    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Serenity Day Spa Dubai');
    const main = screen.getByRole('main');
    const sections = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sections).toEqual([
      'Wellness, Done Beautifully',
      'Our Signature Services',
      'What Our Guests Say',
      'A Hotel Sanctuary in Al Barsha 1',
      'Step Inside Our Sanctuary',
      'Frequently Asked Questions',
      'Find Us in Al Barsha 1',
      'Wellness Insights',
      'Get in Touch',
    ]);
    // The head is written once lib/page-head.ts has loaded, after the page's content.
    await waitFor(() => {
      expect(document.title).toBe(pageMetaFor(testSiteConfig.business)['/'].title);
    });
  });

  it('links Reserve Your Escape to /booking and Discover Treatments to the services section', async () => {
    stubApi({ '/api/services': json(services), '/api/blog': json(posts) });
    const { user } = await renderHome();

    expect(screen.getByRole('link', { name: 'Reserve Your Escape' })).toHaveAttribute('href', '/booking');
    const discover = screen.getByRole('link', { name: 'Discover Treatments' });
    expect(discover).toHaveAttribute('href', '#services');
    const section = screen.getByRole('region', { name: 'Our Signature Services' });
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    await user.click(discover);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(section).toHaveFocus();
  });

  it('shows the poster as a high-priority image with its size set', async () => {
    stubApi({ '/api/services': json(services), '/api/blog': json(posts) });
    const { container } = await renderHome();
    const poster = container.querySelector('img[fetchpriority="high"]');
    expect(poster).not.toBeNull();
    expect(poster).toHaveAttribute('width', '1920');
    expect(poster).toHaveAttribute('height', '1080');
    expect(poster?.getAttribute('srcset')).toMatch(/\/media\/hero\/poster-768\.webp 768w/);
    // Reduced motion: no video at all.
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the first 4 services as cards and View All Services', async () => {
    stubApi({ '/api/services': json(services), '/api/blog': json(posts) });
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Our Signature Services' });
    await within(section).findByRole('article', { name: 'Treatment 1' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).queryByRole('article', { name: 'Treatment 5' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /View All Services/ })).toHaveAttribute('href', '/services');
  });

  it('says when services fail to load', async () => {
    stubApi({ '/api/services': new Response('boom', { status: 500 }), '/api/blog': json(posts) });
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Our Signature Services' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load servicesPlease try again later.');
  });

  it('shows the first 3 posts with US long dates, links to /blog/{slug} and the default picture when one is missing', async () => {
    // The API answers `limit` as the server does: the home page asks for the 3 it shows, not the whole blog,
    // and for their cards only, without their text (`summary=true`).
    const asked: string[] = [];
    const newest = (request: Request) => {
      asked.push(new URL(request.url).search);
      return json(posts.slice(0, Number(new URL(request.url).searchParams.get('limit') ?? posts.length)));
    };
    stubApi({ '/api/services': json(services), '/api/blog': newest });
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Wellness Insights' });
    const [card1, card2] = await within(section).findAllByRole('article');
    if (!card1 || !card2) throw new Error('no blog cards');
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Post 1', 'Post 2', 'Post 3']);
    expect(within(card2).getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/post-2');
    expect(within(card1).getByText('November 10, 2026')).toBeInTheDocument();
    expect(card1.querySelector('img')).toHaveAttribute('src', '/media/blog/default.webp');
    expect(within(section).getByRole('link', { name: /View All Posts/ })).toHaveAttribute('href', '/blog');
    expect(asked).toEqual(['?limit=3&summary=true']);
  });

  it('says when the blog fails to load', async () => {
    stubApi({ '/api/services': json(services), '/api/blog': new Response('boom', { status: 500 }) });
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Wellness Insights' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load blog postsPlease try again later.');
  });

  it('holds the gallery preview\'s place with 4 boxes while it loads, then says when it fails', async () => {
    let fail: () => void = () => undefined;
    const answered = new Promise<Response>((resolve) => {
      fail = () => {
        resolve(new Response('boom', { status: 500 }));
      };
    });
    stubApi({ '/api/services': json(services), '/api/blog': json(posts), '/api/gallery': () => answered });
    await renderHome();
    const preview = screen.getByRole('region', { name: 'Step Inside Our Sanctuary' });
    const placeholder = within(preview).getByRole('status');
    expect(placeholder).toHaveTextContent('Loading pictures');
    expect(placeholder.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    fail();
    expect(await within(preview).findByRole('alert')).toHaveTextContent('Failed to load the gallery');
  });

  it('opens and closes the FAQ answers one at a time', async () => {
    const faq = ['How do I book a treatment?', 'How early should I arrive?', 'What should I wear?', 'Couples?'].map((question, i) => ({
      id: i + 1,
      question,
      answer: i === 0 ? 'Book online in a minute.' : `Answer ${i + 1}.`,
      position: i + 1,
    }));
    stubApi({ '/api/services': json(services), '/api/blog': json(posts), '/api/faq': json(faq) });
    const { user } = await renderHome();
    const region = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const questions = await within(region).findAllByRole('button');
    expect(questions).toHaveLength(4);
    const [first, second] = questions as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByText(/Book online in a minute/)).toBeVisible();

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the VIP call to action, the gallery preview (the first 4 of GET /api/gallery) and the contact details', async () => {
    stubApi({ '/api/services': json(services), '/api/blog': json(posts), '/api/gallery': json(gallery) });
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Book Your VIP Treatment Now' })).toHaveAttribute('href', '/booking');
    const preview = screen.getByRole('region', { name: 'Step Inside Our Sanctuary' });
    await waitFor(() => {
      expect(within(preview).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Fifth, moved first', 'One', 'Two', 'Three']);
    });
    for (const img of within(preview).getAllByRole('img')) {
      expect(img).toHaveAttribute('width', '960');
      expect(img).toHaveAttribute('height', '720');
    }
    expect(within(preview).getByRole('link', { name: /View Full Gallery/ })).toHaveAttribute('href', '/gallery');

    const contact = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(contact).getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
    expect(within(contact).getByText('Every day 9:00 AM - 10:00 PM')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
  });

  it('sends the contact form to POST /api/contact and clears it', async () => {
    const sent: unknown[] = [];
    stubApi({
      '/api/services': json(services),
      '/api/blog': json(posts),
      'POST /api/contact': async (request) => {
        sent.push(await request.json());
        return json({ id: 1 }, { status: 201 });
      },
    });
    const { user } = await renderHome();
    const form = await screen.findByRole('form', { name: 'Send us a Message' }, { timeout: 15_000 });
    const name = within(form).getByLabelText('Full Name *');
    await user.type(name, 'Layla Haddad');
    await user.type(within(form).getByLabelText('Email Address *'), 'layla@example.ae');
    await user.type(within(form).getByLabelText('Message *'), 'Do you have a couples package on Friday?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent Successfully!', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Layla Haddad', email: 'layla@example.ae', phone: '', message: 'Do you have a couples package on Friday?' },
    ]);
    await waitFor(() => {
      expect(name).toHaveValue('');
    });
  });
});
