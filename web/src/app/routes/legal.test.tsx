import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { testSiteConfig, type SiteConfig } from '@/config/business';
import { loadLocale, loadMessages } from '@/lib/i18n';
import legalAr from '@/locales/legal/ar.json';
import privacyAr from '@/locales/privacy/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { renderApp, stubApi } from '@/testing/test-utils';

const configured: SiteConfig = {
  ...testSiteConfig,
  changeCutoff: '48 hours',
  // The owner's retention months, as the server words them: the policy says these, not the defaults.
  retention: { contactMessages: '18 months', inactiveCustomers: '4 years', emailBodies: '6 months', auditEvents: '7 years' },
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
    for (const name of ['What we collect', 'Why we use it', 'How long we keep it', 'Your rights, and how to ask for deletion', 'Your data']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The retention the server applies, as the owner set it, and the law's five years for invoices.
    const keep = screen.getByRole('region', { name: 'How long we keep it' });
    expect(keep).toHaveTextContent('until 4 years pass without a booking from you');
    expect(keep).toHaveTextContent('Messages from the contact forms: 18 months');
    expect(keep).toHaveTextContent('Invoices: five years from their date');
    expect(keep).toHaveTextContent('their full text for 6 months');
    expect(keep).toHaveTextContent('which may name you: 7 years');
    // The processors, and the ad tracker only with consent.
    const share = screen.getByRole('region', { name: 'Who else receives it' });
    expect(share).toHaveTextContent(/mail relay/);
    expect(share).toHaveTextContent(/payment provider/);
    expect(share).toHaveTextContent(/storage service/);
    expect(share).toHaveTextContent(/only if you agree to it in the privacy choices/);
    // The consent record's random visitor number.
    expect(screen.getByRole('region', { name: 'What we collect' })).toHaveTextContent(/random visitor number/);
    // The form that e-mails the link to the guest's data.
    const yourData = screen.getByRole('region', { name: 'Your data' });
    expect(within(yourData).getByRole('textbox', { name: 'Your e-mail address' })).toBeInTheDocument();
    expect(within(yourData).getByRole('button', { name: 'Send me the link' })).toBeInTheDocument();
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

describe('Privacy Policy and Terms of Service in Arabic', { timeout: 30_000 }, () => {
  // The pages' code loads their catalog once, in the language active then: English, in this file.
  beforeEach(async () => {
    await loadLocale('ar');
    await loadMessages('legal');
    await loadMessages('privacy');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  const arabicConfigured: SiteConfig = {
    ...arabicSiteConfig,
    changeCutoff: '48 ساعة',
    business: { ...configured.business, hotel: arabicSiteConfig.business.hotel, district: arabicSiteConfig.business.district, city: arabicSiteConfig.business.city, hours: arabicSiteConfig.business.hours },
  };

  it('is the whole policy in Arabic, its contacts kept left to right', async () => {
    stubApi();
    renderApp('/ar/privacy', { siteConfig: { ...arabicConfigured, snapPixelId: 'pixel-42' } });
    expect(await screen.findByRole('heading', { level: 1, name: legalAr['legal.privacy.title'] }, { timeout: 15_000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      legalAr['legal.privacy.collect.title'],
      legalAr['legal.privacy.why.title'],
      legalAr['legal.privacy.keep.title'],
      legalAr['legal.privacy.share.title'],
      legalAr['legal.privacy.ads.title'],
      legalAr['legal.privacy.rights.title'],
      legalAr['legal.privacy.yourData.title'],
      legalAr['legal.privacy.changes.title'],
    ]);
    expect(main).toHaveTextContent('يتولّى Palm Jumeirah Wellness (ويُشار إليه فيما يلي بـ«نحن») إدارة هذا الموقع الإلكتروني والمنتجع الكائن في فندق ساندستون، البرشاء 1، دبي.');
    expect(main).toHaveTextContent('المرسوم بقانون اتحادي رقم 45 لسنة 2021');
    expect(within(main).getByText('عند طلب حجز:').tagName).toBe('STRONG');
    // The retention months in Arabic words, as the server writes them for an Arabic page.
    const keep = screen.getByRole('region', { name: legalAr['legal.privacy.keep.title'] });
    expect(keep).toHaveTextContent('إلى أن تمضي 3 سنوات دون أن تحجز لدينا');
    expect(keep).toHaveTextContent('رسائل نماذج التواصل: سنتان، ثم');
    const ads = screen.getByRole('region', { name: legalAr['legal.privacy.ads.title'] });
    expect(within(ads).getByRole('link', { name: /^سياسة الخصوصية الخاصة بها/ })).toHaveAttribute('href', 'https://values.snap.com/privacy/privacy-policy');

    const rights = screen.getByRole('region', { name: legalAr['legal.privacy.rights.title'] });
    const email = within(rights).getByRole('link', { name: 'privacy@palm-wellness.example' });
    expect(email).toHaveAttribute('href', 'mailto:privacy@palm-wellness.example');
    expect(email).toHaveAttribute('dir', 'ltr');
    const phone = within(rights).getByRole('link', { name: '+971 4 555 0199' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.parentElement).toHaveTextContent('الهاتف: +971 4 555 0199');
    expect(rights).toHaveTextContent('حضوريًا أو بالبريد: Palm Jumeirah Wellness، The Sandstone Hotel, Sheikh Zayed Road، البرشاء 1، دبي، الإمارات العربية المتحدة');
    expect(rights).toHaveTextContent(legalAr['legal.privacy.rights.complaint']);
    const yourData = screen.getByRole('region', { name: legalAr['legal.privacy.yourData.title'] });
    expect(within(yourData).getByRole('textbox', { name: privacyAr['privacy.request.email'] })).toHaveAttribute('dir', 'ltr');
    expect(within(yourData).getByRole('button', { name: privacyAr['privacy.request.submit'] })).toBeInTheDocument();
    for (const english of ['What we collect', 'Why we use it', 'Your rights, and how to ask for deletion']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('states the terms in Arabic with the configured change cut-off, linking to the Arabic privacy policy', async () => {
    stubApi();
    renderApp('/ar/terms', { siteConfig: arabicConfigured });
    expect(await screen.findByRole('heading', { level: 1, name: legalAr['legal.terms.title'] }, { timeout: 15_000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      legalAr['legal.terms.booking.title'],
      legalAr['legal.terms.visit.title'],
      legalAr['legal.terms.changes.title'],
      legalAr['legal.terms.prices.title'],
      legalAr['legal.terms.website.title'],
      legalAr['legal.terms.law.title'],
      legalAr['legal.terms.questions.title'],
    ]);
    // The guest's manage page allows changes until the configured cut-off: the Arabic terms say the same one.
    expect(screen.getByRole('region', { name: legalAr['legal.terms.changes.title'] })).toHaveTextContent(
      'يمكنك تعديل موعدك أو إلغاؤه حتى 48 ساعة قبل بدئه، من خلال الرابط الوارد في رسائل البريد الإلكتروني',
    );
    expect(screen.getByRole('region', { name: legalAr['legal.terms.booking.title'] })).toHaveTextContent(
      'ونردّ خلال 15 دقيقة في ساعات العمل، يوميًا من 9:00 ص إلى 10:00 م.',
    );
    expect(within(main).getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/privacy');
    expect(within(main).getByRole('link', { name: 'privacy@palm-wellness.example' })).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText('Changes and cancellations')).not.toBeInTheDocument();
  });
});
