import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig, type SiteConfig } from '@/config/business';
import { renderApp, stubApi } from '@/testing/test-utils';

const configured: SiteConfig = {
  ...testSiteConfig,
  changeCutoff: '48 hours',
  business: {
    ...testSiteConfig.business,
    name: 'Palm Jumeirah Wellness',
    phone: '+971 4 555 0199',
    email: 'privacy@palm-wellness.example',
    links: { ...testSiteConfig.business.links, tel: 'tel:+97145550199', mailto: 'mailto:privacy@palm-wellness.example' },
  },
};

describe('Privacy Policy and Terms of Service', { timeout: 30_000 }, () => {
  it('says what is collected, for how long, and how to ask for deletion, with the configured contacts', async () => {
    stubApi();
    renderApp('/privacy', { siteConfig: configured });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 15_000 })).toBeInTheDocument();
    for (const name of ['What we collect', 'Why we use it', 'How long we keep it', 'Your rights, and how to ask for deletion']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const rights = screen.getByRole('region', { name: 'Your rights, and how to ask for deletion' });
    expect(within(rights).getByRole('link', { name: 'privacy@palm-wellness.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@palm-wellness.example',
    );
    expect(within(rights).getByRole('link', { name: '+971 4 555 0199' })).toHaveAttribute('href', 'tel:+97145550199');
    // The tracker is off: the policy does not describe it.
    expect(screen.queryByRole('heading', { name: 'Advertising measurement' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Privacy Policy | Palm Jumeirah Wellness');
    });
  });

  it('describes the ad tracker, and what it sends, when the server turned it on', async () => {
    stubApi();
    renderApp('/privacy', { siteConfig: { ...configured, snapPixelId: 'pixel-42' } });
    const ads = await screen.findByRole('region', { name: 'Advertising measurement' }, { timeout: 15_000 });
    expect(ads).toHaveAttribute('data-config-if', 'snapPixelId');
    expect(ads).toHaveTextContent(/Snap Pixel/);
    expect(ads).toHaveTextContent(/e-mail address and phone number/);
  });

  it('states the booking terms, linking to the privacy policy', async () => {
    stubApi();
    renderApp('/terms', { siteConfig: configured });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, { timeout: 15_000 })).toBeInTheDocument();
    // The guest's manage page allows changes until the configured cut-off: the terms say the same one.
    expect(screen.getByRole('region', { name: 'Changes and cancellations' })).toHaveTextContent(
      'You can change or cancel your appointment until 48 hours before it starts, with the link in the e-mails',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'privacy@palm-wellness.example' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Terms of Service | Palm Jumeirah Wellness');
    });
  });
});
