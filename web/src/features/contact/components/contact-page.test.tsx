import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { renderApp, stubApi } from '@/testing/test-utils';

describe('Contact page', { timeout: 20_000 }, () => {
  it('shows the info cards, the form, the booking options and the social links', async () => {
    stubApi();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' }, { timeout: 5000 })).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Contact details' });
    expect(details).toHaveTextContent('Al Barsha 1, Dubai, UAE');
    expect(within(details).getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
    expect(details).toHaveTextContent('Monday-Sunday 9:00 AM - 10:00 PM');
    expect(within(details).getByRole('link', { name: /^Message us directly/ })).toHaveAttribute('href', 'https://wa.me/971501234567');

    const form = screen.getByRole('form', { name: 'Send us a Message' });
    for (const label of ['Full Name *', 'Email Address *', 'Phone Number (Optional)', 'Message *']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }

    expect(screen.getByRole('heading', { level: 2, name: 'Visit Our Sanctuary' })).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'Quick Booking Options' });
    expect(within(booking).getByRole('link', { name: 'Online Booking' })).toHaveAttribute('href', '/booking');
    expect(within(booking).getByRole('link', { name: /^WhatsApp Booking/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    expect(within(booking).getByRole('link', { name: /^Call Us/ })).toHaveAttribute('href', 'tel:+97141234567');

    // No social profile configured (the defaults): WhatsApp alone.
    const follow = screen.getByRole('region', { name: 'Follow Us' });
    expect(within(follow).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'WhatsApp (opens in a new tab)',
    ]);
    await waitFor(() => {
      expect(document.title).toMatch(/Al Barsha 1.*\+971 4 123 4567/);
    });
  });

  it('follows the social profiles the server configured, in a fixed order', async () => {
    stubApi();
    const business = {
      ...testSiteConfig.business,
      facebook: 'https://www.facebook.com/palmwellness',
      twitter: 'https://x.com/palmwellness',
    };
    renderApp('/contact', { siteConfig: { ...testSiteConfig, business } });
    const follow = await screen.findByRole('region', { name: 'Follow Us' }, { timeout: 5000 });
    expect(within(follow).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/palmwellness'],
      ['Twitter (opens in a new tab)', 'https://x.com/palmwellness'],
      ['WhatsApp (opens in a new tab)', 'https://wa.me/971501234567'],
    ]);
  });
});
