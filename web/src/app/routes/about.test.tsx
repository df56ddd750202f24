import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { renderApp, stubApi } from '@/testing/test-utils';

describe('About page', { timeout: 30_000 }, () => {
  it('shows the story, 4 values, 4 achievements, a team of 3 and the commitment list', async () => {
    stubApi();
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
    const stats = within(achievements).getAllByRole('definition').map((dd) => dd.textContent);
    expect(stats).toEqual(['3000+', '25+', '5+', '4.9']);

    const team = screen.getByRole('region', { name: 'Meet Our Team' });
    const members = within(team).getAllByRole('article');
    expect(members).toHaveLength(3);
    for (const member of members) {
      expect(within(member).getByRole('img')).toHaveAttribute('width');
      expect(within(member).getByText('Speciality')).toBeInTheDocument();
      expect(within(member).getByText('Experience')).toBeInTheDocument();
    }

    const commitment = screen.getByRole('region', { name: 'Our Commitment to You' });
    expect(within(commitment).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });
});
