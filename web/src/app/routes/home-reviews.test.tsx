import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { spaRating } from '@/features/home/api/get-reviews';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const review = (id: number, rating: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Guest ${id}`,
  text: `Review number ${id}.`,
  rating,
  date: '2026-01-0' + String(id),
  detail: `Detail ${id}`,
  shown: true,
  position: id,
  ...extra,
});

async function renderHome(options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/', options);
  await screen.findByRole('heading', { level: 2, name: 'Get in Touch' }, { timeout: 15_000 });
  return view;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
});

describe('Home: reviews and FAQ from the API', { timeout: 30_000 }, () => {
  it('shows the shown reviews in their order, each with its stars read as its rating', async () => {
    stubApi({
      '/api/reviews': json([review(2, 4, { detail: '' }), review(1, 5)]),
      '/api/faq': json([]),
    });
    await renderHome();
    const section = await screen.findByRole('region', { name: 'What Our Guests Say' });
    const figures = await within(section).findAllByRole('figure');
    expect(figures.map((f) => within(f).getByText(/^Guest/).textContent)).toEqual(['Guest 2', 'Guest 1']);
    const [first, second] = figures as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('“Review number 2.”')).toBeInTheDocument();
    expect(within(first).queryByText(/^Detail/)).not.toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(second).getByText('Detail 1')).toBeInTheDocument();

    // The rating the page claims is the same figure: (4 + 5) / 2.
    const why = screen.getByRole('region', { name: 'Wellness, Done Beautifully' });
    expect(within(why).getByText('4.5')).toBeInTheDocument();
    expect(within(why).getByText('Guest Rating')).toBeInTheDocument();
    // No questions: no FAQ section.
    expect(screen.queryByRole('region', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
  });

  it('leaves the testimonials out and claims no rating when no review is shown', async () => {
    stubApi({ '/api/reviews': json([]), '/api/faq': json([{ id: 7, question: 'Is there parking?', answer: 'Yes,\nvalet.', position: 1 }]) });
    const { user } = await renderHome();
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const question = await within(faq).findByRole('button', { name: 'Is there parking?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'What Our Guests Say' })).not.toBeInTheDocument();
    });
    const why = screen.getByRole('region', { name: 'Wellness, Done Beautifully' });
    expect(within(why).queryByText('Guest Rating')).not.toBeInTheDocument();
    expect(screen.getByText(/Loved by/)).toHaveTextContent('Loved by 3000+ happy clients');
  });

  it("fills an answer's placeholders with the spa's configured phone, hotel and hours", async () => {
    const answer = 'Call {{phone}}, {{hours}}. Guests of {{hotel}} welcome; {{other}} stays.';
    stubApi({ '/api/reviews': json([]), '/api/faq': json([{ id: 3, question: 'How do I book?', answer, position: 1 }]) });
    const business = {
      ...testSiteConfig.business,
      phone: '+971 4 555 0199',
      hotel: 'The Crescent Resort',
      hours: { ...testSiteConfig.business.hours, everyDayFrom: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)' },
    };
    const { user } = await renderHome({ siteConfig: { ...testSiteConfig, business } });
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    await user.click(await within(faq).findByRole('button', { name: 'How do I book?' }));
    expect(
      await within(faq).findByText(
        'Call +971 4 555 0199, Tue-Sun 10:00 AM to 11:00 PM (closed Mon). Guests of The Crescent Resort welcome; {{other}} stays.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the reviews or the questions fail to load', async () => {
    stubApi({ '/api/reviews': new Response('boom', { status: 500 }), '/api/faq': new Response('boom', { status: 500 }) });
    await renderHome();
    const reviews = await screen.findByRole('region', { name: 'What Our Guests Say' });
    expect(await within(reviews).findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(await within(faq).findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
  });
});

describe('spaRating', () => {
  // The same cases as the server's (dayspa.TestSpaRating): one decimal, rounded half up.
  it.each([
    [[], null],
    [[5], '5.0'],
    [[5, 4], '4.5'],
    [[5, 5, 4], '4.7'],
    [[5, 4, 4], '4.3'],
    [[5, 5, 5, 5, 5, 5, 5, 5, 5, 4], '4.9'],
    [[1, 2, 2, 2], '1.8'],
  ])('%j → %s', (ratings, want) => {
    expect(spaRating(ratings.map((rating) => ({ rating })))).toBe(want);
  });
});
