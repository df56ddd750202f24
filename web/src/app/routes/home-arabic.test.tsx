import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RouteErrorBoundary } from '@/app/route-error';
import { loadLocale } from '@/lib/i18n';
import { LocaleProvider } from '@/lib/trans';
import ar from '@/locales/ar.json';
import contactAr from '@/locales/contact/ar.json';
import galleryAr from '@/locales/gallery/ar.json';
import homeAr from '@/locales/home/ar.json';
import servicesAr from '@/locales/services/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi } from '@/testing/test-utils';

// The Arabic home page's sections that show the services, gallery and contact features, and the FAQ's content; the
// Arabic not-found page and route error. A file of its own: the page's code loads its catalogs once, in the language
// active when it first loads, here Arabic.

const services = [
  { id: 1, name: 'Swedish Massage', nameAr: 'التدليك السويدي', description: 'Long, flowing strokes.', descriptionAr: 'حركات طويلة انسيابية.', category: 'Massage Therapy', duration: 60, price: '350.00', isActive: true },
  { id: 2, name: 'Deep Tissue Massage', nameAr: '', description: 'Firm pressure.', descriptionAr: '', category: 'Massage Therapy', duration: 90, price: '450.00', isActive: true },
];

const picture = (id: number, alt: string, altAr: string) => ({
  id,
  alt,
  altAr,
  category: 'Treatment Rooms',
  position: id,
  createdAt: '2026-11-01T08:00:00Z',
  picture: {
    width: 960,
    height: 720,
    variants: [{ src: `/pictures/${String(id).padStart(32, '0')}.webp`, type: 'image/webp', width: 960, height: 720 }],
  },
});
const gallery = [picture(1, 'The couples suite', 'جناح الثنائي'), picture(2, 'Fresh linen', '')];

const faq = [
  {
    id: 1,
    question: 'How do I book?',
    questionAr: 'كيف أحجز؟',
    answer: 'Call {{phone}}.',
    answerAr: 'اتصل بنا على {{phone}} أو زرنا في {{hotel}}، {{hours}}.',
    position: 1,
  },
  { id: 2, question: 'What should I wear?', questionAr: '', answer: 'Whatever is comfortable. Call {{phone}}.', answerAr: '', position: 2 },
];

describe('the Arabic home page: services, gallery, FAQ and contact', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await loadLocale('ar');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  async function renderHome() {
    stubApi({ '/api/services': json(services), '/api/gallery': json(gallery), '/api/faq': json(faq), '/api/reviews': json([]), '/api/posts': json([]) });
    const view = renderApp('/ar', { siteConfig: arabicSiteConfig });
    await screen.findByRole('heading', { level: 2, name: homeAr['home.contact.title'] }, { timeout: 15_000 });
    return view;
  }

  it("shows the services' cards in Arabic, with the English fallback marked", async () => {
    await renderHome();
    const region = screen.getByRole('region', { name: homeAr['home.services.title'] });
    const swedish = await within(region).findByRole('article', { name: 'التدليك السويدي' });
    expect(within(swedish).getByText('حركات طويلة انسيابية.')).toBeInTheDocument();
    expect(within(swedish).getByText('350.00 د.إ')).toBeInTheDocument();
    expect(within(swedish).getByText('60 دقيقة')).toBeInTheDocument();
    expect(within(swedish).getByRole('link', { name: `${servicesAr['services.card.book']}: التدليك السويدي` })).toHaveAttribute(
      'href',
      '/ar/booking?service=1',
    );
    const deep = within(region).getByRole('article', { name: 'Deep Tissue Massage' });
    expect(within(deep).getByText('Firm pressure.')).toHaveAttribute('lang', 'en');
  });

  it("captions the gallery preview in Arabic, the picture's text too", async () => {
    await renderHome();
    const region = screen.getByRole('region', { name: homeAr['home.gallery.title'] });
    await waitFor(() => {
      expect(within(region).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['جناح الثنائي', 'Fresh linen']);
    });
    const [suite, linen] = within(region).getAllByRole('img');
    expect(suite).not.toHaveAttribute('lang');
    expect(linen).toHaveAttribute('lang', 'en');
    expect(within(region).getAllByText(galleryAr['gallery.category.rooms'])).toHaveLength(2);
    expect(within(region).getByText('Fresh linen', { selector: 'figcaption span' })).toHaveAttribute('lang', 'en');
  });

  it("answers the FAQ in Arabic, the spa's phone kept left to right; an untranslated entry in English, marked", async () => {
    const { user } = await renderHome();
    const region = await screen.findByRole('region', { name: homeAr['home.faq.title'] });
    const [first, second] = (await within(region).findAllByRole('button')) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('كيف أحجز؟');
    await user.click(first);
    const answer = within(region).getByText(/^اتصل بنا على/);
    expect(answer).toHaveTextContent('اتصل بنا على +971 4 123 4567 أو زرنا في فندق ساندستون، يوميًا من 9:00 ص إلى 10:00 م.');
    expect(within(answer).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'ltr');

    expect(second.querySelector('[lang="en"]')).toHaveTextContent('What should I wear?');
    await user.click(second);
    const english = within(region).getByText(/^Whatever is comfortable/);
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'ltr');
  });

  it('has the contact form in Arabic', async () => {
    await renderHome();
    const form = await screen.findByRole('form', { name: homeAr['home.contact.formTitle'] }, { timeout: 15_000 });
    expect(within(form).getByLabelText(contactAr['contact.form.name'])).toBeInTheDocument();
    expect(within(form).getByLabelText(contactAr['contact.form.email'])).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByRole('button', { name: contactAr['contact.form.send'] })).toBeInTheDocument();
  });
});

describe('the Arabic not-found page and route error', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await loadLocale('ar');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it.each(['/ar/no-such-page', '/ar/admin'])('answers %s in Arabic', async (path) => {
    stubApi();
    renderApp(path, { siteConfig: arabicSiteConfig });
    expect(await screen.findByRole('heading', { level: 1, name: ar['notFound.title'] }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(ar['notFound.text'])).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: ar['notFound.home'] })).toHaveAttribute('href', '/ar');
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('says a page failed in Arabic, with a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <LocaleProvider>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </LocaleProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: ar['routeError.title'] })).toBeInTheDocument();
    expect(alert).toHaveTextContent(ar['routeError.text']);
    expect(within(alert).getByRole('button', { name: ar['routeError.reload'] })).toBeInTheDocument();
  });
});
