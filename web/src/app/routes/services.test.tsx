import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { loadLocale, loadMessages } from '@/lib/i18n';
import servicesAr from '@/locales/services/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi, wholeText } from '@/testing/test-utils';

// The Arabic fields are the manager's; '' is not translated (the Arabic page shows the English, marked lang="en").
const services = [
  { id: 7, name: 'Gold Facial', nameAr: 'جلسة الوجه الذهبية', description: 'Radiance.', descriptionAr: 'إشراقة.', category: 'Facial Treatments', duration: 90, price: '650.00', isActive: true },
  { id: 1, name: 'Hot Stone Massage', nameAr: 'التدليك بالأحجار الساخنة', description: 'Warm stones.', descriptionAr: 'أحجار دافئة.', category: 'Massage Therapy', duration: 90, price: '480.00', isActive: true },
  { id: 9, name: 'Henna Ritual', nameAr: '', description: '', descriptionAr: '', category: 'Wellness Extras', duration: 30, price: '1250.50', isActive: true },
  { id: 4, name: 'Royal Couples Retreat', nameAr: 'ملاذ الثنائي الملكي', description: 'Side by side.', descriptionAr: '', category: 'Couples Packages', duration: 120, price: '750.00', isActive: true },
  { id: 2, name: 'Swedish Massage', nameAr: 'التدليك السويدي', description: 'Gentle.', descriptionAr: 'لمسة رقيقة.', category: 'Massage Therapy', duration: 60, price: '350.00', isActive: false },
];

describe('Services page', () => {
  it('shows a spinner, then one section per category in the fixed order, empty ones hidden', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    expect(await screen.findByRole('heading', { level: 1, name: 'Our Signature Services' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/loading services/i);

    await screen.findByRole('heading', { level: 2, name: 'Massage Therapy' });
    const sectionHeadings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => !/^(Why Choose|Ready to Unwind)/.test(text));
    // Body Treatments has no services: no section. The unknown category comes last.
    expect(sectionHeadings).toEqual(['Massage Therapy', 'Facial Treatments', 'Couples Packages', 'Wellness Extras']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The head is written once lib/page-head.ts has loaded, after the page's content.
    await waitFor(() => {
      expect(document.title).toBe(pageMetaFor(testSiteConfig.business)['/services'].title);
    });
  });

  it('renders a card with duration, AED price and a Book Now link for an active service', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    const card = await screen.findByRole('article', { name: 'Hot Stone Massage' });
    expect(within(card).getByText('Warm stones.')).toBeInTheDocument();
    expect(within(card).getByText('90 minutes')).toBeInTheDocument();
    expect(within(card).getByText('AED 480.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', '/booking?service=1');
    expect(within(card).queryByText('Unavailable')).not.toBeInTheDocument();

    expect(within(screen.getByRole('article', { name: 'Henna Ritual' })).getByText('AED 1,250.50')).toBeInTheDocument();
    // The English page never shows the Arabic fields.
    expect(screen.queryByText('التدليك بالأحجار الساخنة')).not.toBeInTheDocument();
    expect(card.querySelector('[lang]')).toBeNull();
  });

  it('marks an inactive service Unavailable, without Book Now, and tells the visitor to contact the spa', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    const card = await screen.findByRole('article', { name: 'Swedish Massage' });
    expect(within(card).getByText('Unavailable')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
    expect(within(card).getByText(/currently unavailable.*contact us/i)).toBeInTheDocument();
  });

  it('staggers the card animations by 0.1 s per index', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    expect(await screen.findByRole('article', { name: 'Hot Stone Massage' })).toHaveStyle({ animationDelay: '0.0s' });
    expect(screen.getByRole('article', { name: 'Swedish Massage' })).toHaveStyle({ animationDelay: '0.1s' });
  });

  it('shows the benefits band and the closing call to action', async () => {
    stubApi({ '/api/services': json([]) });
    renderApp('/services');

    await screen.findByRole('heading', { level: 2, name: /^Why Choose/ });
    for (const benefit of ['Certified Therapists', 'Organic Products', 'Personalized Care', 'Award Winning']) {
      expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Book Your Service' })).toHaveAttribute('href', '/booking');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp Booking/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it('hides every category section when there are no services', async () => {
    stubApi({ '/api/services': json([]) });
    renderApp('/services');

    await screen.findByRole('heading', { level: 2, name: /^Why Choose/ });
    await waitFor(() => {
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('heading', { level: 2, name: 'Massage Therapy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the services cannot be loaded', async () => {
    stubApi({ '/api/services': new Response('boom', { status: 500, statusText: 'Internal Server Error' }) });
    renderApp('/services');

    expect(await screen.findByText('Failed to load services')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('Services page in Arabic', () => {
  // The page's code loads its catalog in the language active when it first loads, once: in this file the English
  // tests loaded it first.
  beforeEach(async () => {
    await loadLocale('ar');
    await loadMessages('services');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  async function renderArabic() {
    stubApi({ '/api/services': json(services) });
    const view = renderApp('/ar/services', { siteConfig: arabicSiteConfig });
    await screen.findByRole('heading', { level: 2, name: servicesAr['services.category.massage'] }, { timeout: 15_000 });
    return view;
  }

  it('shows the hero, the categories, the band and the call to action from the Arabic catalog', async () => {
    await renderArabic();
    expect(screen.getByRole('heading', { level: 1, name: servicesAr['services.hero.title'] })).toBeInTheDocument();
    expect(screen.getByText(wholeText(/في هدوء ملاذنا في البرشاء 1/))).toBeInTheDocument();
    const sectionHeadings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sectionHeadings).toEqual([
      servicesAr['services.category.massage'],
      servicesAr['services.category.facial'],
      servicesAr['services.category.couples'],
      'Wellness Extras',
      'لماذا تختار Serenity Day Spa؟',
      servicesAr['services.cta.title'],
    ]);
    // A category outside the four has no Arabic: its stored name, marked English.
    expect(screen.getByRole('heading', { level: 2, name: 'Wellness Extras' }).querySelector('[lang="en"]')).toHaveTextContent('Wellness Extras');
    expect(screen.getByText(servicesAr['services.category.massage.text'])).toBeInTheDocument();
    expect(screen.getByText(servicesAr['services.category.other.text'])).toBeInTheDocument();
    for (const id of ['therapists', 'organic', 'care', 'award'] as const) {
      expect(screen.getByRole('heading', { level: 3, name: servicesAr[`services.why.${id}.title`] })).toBeInTheDocument();
    }
    expect(screen.getByText(/أبوابنا مفتوحة من الاثنين إلى الأحد 9:00 ص إلى 10:00 م\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: servicesAr['services.cta.book'] })).toHaveAttribute('href', '/ar/booking');
    const whatsapp = screen.getByRole('link', { name: /^الحجز عبر واتساب/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(whatsapp.textContent).toBe('الحجز عبر واتساب (يُفتح في علامة تبويب جديدة)');
    for (const english of ['Our Signature Services', 'Massage Therapy', 'Book Now', 'Ready to Unwind?', 'Certified Therapists']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it("shows each service's Arabic name, description, price and length, booking on the Arabic page", async () => {
    await renderArabic();
    const card = screen.getByRole('article', { name: 'التدليك بالأحجار الساخنة' });
    expect(within(card).getByText('أحجار دافئة.')).toBeInTheDocument();
    expect(within(card).getByText('90 دقيقة')).toBeInTheDocument();
    const price = within(card).getByText('480.00 د.إ');
    expect(price.tagName).toBe('BDI');
    expect(within(card).getByRole('link', { name: 'احجز الآن: التدليك بالأحجار الساخنة' })).toHaveAttribute('href', '/ar/booking?service=1');
    expect(card.querySelector('[lang]')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'جلسة الوجه الذهبية' })).getByText('650.00 د.إ')).toBeInTheDocument();
  });

  it('shows the English name and description, marked lang="en", where the manager wrote no Arabic', async () => {
    await renderArabic();
    const henna = screen.getByRole('article', { name: 'Henna Ritual' });
    expect(within(henna).getByRole('heading', { level: 3 }).firstElementChild).toHaveAttribute('lang', 'en');
    expect(within(henna).getByText('1,250.50 د.إ')).toBeInTheDocument();
    expect(within(henna).getByText('30 دقيقة')).toBeInTheDocument();
    const link = within(henna).getByRole('link', { name: 'احجز الآن: Henna Ritual' });
    expect(link.querySelector('[lang="en"]')).toHaveTextContent('Henna Ritual');

    const couples = screen.getByRole('article', { name: 'ملاذ الثنائي الملكي' });
    expect(within(couples).getByText('Side by side.')).toHaveAttribute('lang', 'en');
  });

  it('marks an inactive service unavailable in Arabic, without a booking link', async () => {
    await renderArabic();
    const card = screen.getByRole('article', { name: 'التدليك السويدي' });
    expect(within(card).getByText(servicesAr['services.card.unavailable'])).toBeInTheDocument();
    expect(within(card).getByText(servicesAr['services.card.unavailableText'])).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so in Arabic when the services cannot be loaded', async () => {
    stubApi({ '/api/services': new Response('boom', { status: 500 }) });
    renderApp('/ar/services', { siteConfig: arabicSiteConfig });
    expect(await screen.findByText(servicesAr['services.error.title'], {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(servicesAr['services.error.text'])).toBeInTheDocument();
  });
});
