import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const photo = {
  width: 640,
  height: 640,
  variants: [
    { src: '/pictures/00000000000000000000000000000480.webp', type: 'image/webp', width: 480, height: 480 },
    { src: '/pictures/00000000000000000000000000000480.jpg', type: 'image/jpeg', width: 480, height: 480 },
    { src: '/pictures/00000000000000000000000000000640.webp', type: 'image/webp', width: 640, height: 640 },
    { src: '/pictures/00000000000000000000000000000640.jpg', type: 'image/jpeg', width: 640, height: 640 },
  ],
};
const team = [
  { id: 1, name: 'Aisha Rahman', speciality: 'Hot stone massage', bio: 'Twelve years in Dubai.', photo, photoAlt: 'Aisha smiling' },
  { id: 3, name: 'Mariam Haddad', speciality: 'Facials', bio: 'Skin for the UAE climate.', photo, photoAlt: '' },
  { id: 4, name: 'Omar Khalil', speciality: 'Hammam', bio: '', photo: null, photoAlt: '' },
];

describe('About page', { timeout: 30_000 }, () => {
  it('shows the story, 4 values, 4 achievements, the team the API sends and the commitment list', async () => {
    const review = (id: number, rating: number) => ({ id, name: `Guest ${id}`, text: 'Lovely.', rating, date: '2026-01-02', detail: '', shown: true, position: id });
    stubApi({ '/api/team': json(team), '/api/reviews': json([review(1, 5), review(2, 5), review(3, 4)]) });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 15_000 });
    await waitFor(() => {
      expect(document.title).toBe(pageMetaFor(testSiteConfig.business)['/about'].title);
    });

    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'A Quiet Sanctuary in the Heart of Al Barsha 1',
      'Our Philosophy',
      'Achievements',
      'Meet Our Team',
      'Our Commitment to You',
    ]);

    const philosophy = screen.getByRole('region', { name: 'Our Philosophy' });
    expect(within(philosophy).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const achievements = screen.getByRole('region', { name: 'Achievements' });
    // The guest rating is the shown reviews' mean, (5 + 5 + 4) / 3, to one decimal.
    await within(achievements).findByText('4.7');
    const stats = within(achievements).getAllByRole('definition').map((dd) => dd.textContent);
    expect(stats).toEqual(['3000+', '25+', '5+', '4.7']);

    const teamRegion = screen.getByRole('region', { name: 'Meet Our Team' });
    const members = await within(teamRegion).findAllByRole('article');
    expect(members.map((m) => m.getAttribute('aria-label'))).toEqual(['Aisha Rahman', 'Mariam Haddad', 'Omar Khalil']);
    const [aisha, mariam, omar] = members;
    if (!aisha || !mariam || !omar) throw new Error('three cards');
    expect(within(aisha).getByRole('img', { name: 'Aisha smiling' })).toHaveAttribute('width', '640');
    expect(within(aisha).getByText('Hot stone massage')).toBeInTheDocument();
    expect(within(aisha).getByText('Twelve years in Dubai.')).toBeInTheDocument();
    expect(within(mariam).getByRole('img', { name: 'Portrait of Mariam Haddad' })).toBeInTheDocument();
    expect(within(omar).queryByRole('img')).not.toBeInTheDocument();

    const commitment = screen.getByRole('region', { name: 'Our Commitment to You' });
    expect(within(commitment).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('claims no guest rating when no review is shown', async () => {
    stubApi({ '/api/team': json(team), '/api/reviews': json([]) });
    renderApp('/about');
    const achievements = await screen.findByRole('region', { name: 'Achievements' }, { timeout: 15_000 });
    await waitFor(() => {
      expect(within(achievements).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['3000+', '25+', '5+']);
    });
    expect(within(achievements).queryByText('Guest Rating')).not.toBeInTheDocument();
  });
});
