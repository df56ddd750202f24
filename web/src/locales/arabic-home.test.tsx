import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { loadLocale } from '@/lib/i18n';
import { json, renderApp, stubApi } from '@/testing/test-utils';

import ar from './ar.json';
import homeAr from './home/ar.json';

// No page is in Arabic yet; this renders the home page with the Arabic catalogs active, as an /ar page
// will, to prove the texts moved to the catalogs come from them: the shell's at once, the sections' with
// their code.
describe('the home page with the Arabic catalogs', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it('shows the header, the hero, the sections and the footer in Arabic', async () => {
    stubApi({
      '/api/services': json([]),
      '/api/posts': json([]),
      '/api/gallery': json([]),
      '/api/reviews': json([]),
      '/api/faq': json([]),
    });
    await loadLocale('ar');
    renderApp('/');

    const nav = screen.getByRole('navigation', { name: ar['nav.label'] });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      ar['nav.home'],
      ar['nav.about'],
      ar['nav.services'],
      ar['nav.gallery'],
      ar['nav.blog'],
      ar['nav.contact'],
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(ar['home.hero.tagline']);
    expect(await screen.findByRole('heading', { name: homeAr['home.vip.title'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: homeAr['home.why.title'] })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: ar['footer.quickLinksLabel'] })).toBeInTheDocument();
    expect(screen.queryByText('Book Now')).not.toBeInTheDocument();
    expect(screen.queryByText('Get in Touch')).not.toBeInTheDocument();
    // The address as the Arabic Contact page writes it: Arabic commas, the country in Arabic.
    const footer = screen.getByRole('contentinfo');
    // The address is one catalog sentence whose configured details are isolated in elements of their own: the two
    // lines of the footer that hold it whole, not the parts.
    const address = 'The Sandstone Hotel، Al Barsha 1، Dubai، الإمارات العربية المتحدة';
    const lines = within(footer).getAllByText(
      (_, element) => element?.textContent === address && ![...element.children].some((child) => child.textContent === address),
    );
    expect(lines).toHaveLength(2);
    expect(footer).not.toHaveTextContent(/UAE|, Dubai/);
  });
});
