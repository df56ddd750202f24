import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { loadLocale, loadMessages } from '@/lib/i18n';
import contactAr from '@/locales/contact/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { renderApp, stubApi } from '@/testing/test-utils';

describe('Contact page', { timeout: 20_000 }, () => {
  it('shows the info cards, the form, the booking options and the social links', async () => {
    stubApi();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' }, { timeout: 15_000 })).toBeInTheDocument();

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
    const follow = await screen.findByRole('region', { name: 'Follow Us' }, { timeout: 15_000 });
    expect(within(follow).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/palmwellness'],
      ['Twitter (opens in a new tab)', 'https://x.com/palmwellness'],
      ['WhatsApp (opens in a new tab)', 'https://wa.me/971501234567'],
    ]);
  });
});

describe('Contact page in Arabic', { timeout: 20_000 }, () => {
  // The page's code loads its catalog once, in the language active then: English, in this file.
  beforeEach(async () => {
    await loadLocale('ar');
    await loadMessages('contact');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('shows the cards, the form, the booking options and Follow Us in Arabic, the phone left to right', async () => {
    stubApi();
    renderApp('/ar/contact', { siteConfig: arabicSiteConfig });
    expect(await screen.findByRole('heading', { level: 1, name: contactAr['contact.hero.title'] }, { timeout: 15_000 })).toBeInTheDocument();

    const details = screen.getByRole('region', { name: contactAr['contact.details'] });
    expect(within(details).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      contactAr['contact.location.title'],
      contactAr['contact.phone.title'],
      contactAr['contact.hours.title'],
      contactAr['contact.whatsapp.title'],
    ]);
    expect(details).toHaveTextContent('البرشاء 1، دبي، الإمارات العربية المتحدة');
    const phone = within(details).getByRole('link', { name: '+971 4 123 4567' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('href', 'tel:+97141234567');
    expect(details).toHaveTextContent('من الاثنين إلى الأحد 9:00 ص - 10:00 م');
    expect(within(details).getByRole('link', { name: /^راسلنا مباشرة/ })).toHaveAttribute('href', 'https://wa.me/971501234567');

    const form = screen.getByRole('form', { name: contactAr['contact.card.title'] });
    for (const label of ['contact.form.name', 'contact.form.email', 'contact.form.phone', 'contact.form.message'] as const) {
      expect(within(form).getByLabelText(contactAr[label])).toBeInTheDocument();
    }

    const visit = screen.getByRole('region', { name: contactAr['contact.visit.title'] });
    expect(visit).toHaveTextContent('يقع منتجعنا النهاري داخل فندق ساندستون في البرشاء 1');
    expect(visit).toHaveTextContent('أبوابنا مفتوحة من الاثنين إلى الأحد 9:00 ص - 10:00 م.');
    expect(visit).toHaveTextContent('فندق ساندستون، البرشاء 1، دبي، الإمارات العربية المتحدة');

    const booking = screen.getByRole('region', { name: contactAr['contact.quick.title'] });
    expect(within(booking).getByRole('link', { name: contactAr['contact.quick.online'] })).toHaveAttribute('href', '/ar/booking');
    expect(within(booking).getByRole('link', { name: /^الحجز عبر واتساب/ })).toHaveAttribute(
      'href',
      `https://wa.me/971501234567?text=${encodeURIComponent(contactAr['contact.quick.whatsappMessage'])}`,
    );
    const call = within(booking).getByRole('link', { name: /^اتصل بنا/ });
    expect(call).toHaveAttribute('href', 'tel:+97141234567');
    expect(within(call).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'ltr');

    const follow = screen.getByRole('region', { name: contactAr['contact.follow.title'] });
    expect(within(follow).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'واتساب (يُفتح في علامة تبويب جديدة)',
    ]);
    for (const english of ['Get in Touch', 'Send us a Message', 'Quick Booking Options', 'Full Name *']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    await waitFor(() => {
      expect(document.title).toMatch(/^تواصلوا معنا/);
    });
  });
});
