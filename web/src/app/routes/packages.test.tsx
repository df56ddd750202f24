import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as HostedPayment from '@/lib/hosted-payment';
import { leaveFor } from '@/lib/hosted-payment';
import { loadLocale } from '@/lib/i18n';
import errorsAr from '@/locales/errors/ar.json';
import errorsEn from '@/locales/errors/en.json';
import packagesAr from '@/locales/packages/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi } from '@/testing/test-utils';

// The payment page is another site: the test only records where the page sends the browser.
// The payment page is another site: leaving for it is only recorded; the return's reading stays real.
vi.mock('@/lib/hosted-payment', async (importOriginal) => ({ ...(await importOriginal<typeof HostedPayment>()), leaveFor: vi.fn() }));

const hotStone = { id: 3, name: 'Hot Stone Massage', nameAr: 'التدليك بالأحجار الساخنة', price: '300.00', duration: 60 };
const fiveMassages = {
  id: 11,
  kind: 'package',
  name: 'Five hot stone massages',
  nameAr: 'خمس جلسات تدليك بالأحجار',
  service: hotStone,
  category: '',
  sessions: 5,
  price: '1500.00',
  validMonths: 6,
  discountPercent: '0',
};
const monthly = {
  id: 12,
  kind: 'membership',
  name: 'Monthly calm',
  nameAr: '',
  service: null,
  category: 'Massage Therapy',
  sessions: 1,
  price: '900.00',
  validMonths: 1,
  discountPercent: '10',
};
const onSale = { available: true, offers: [fiveMassages, monthly] };

const paymentUrl = 'https://checkout.stripe.com/c/pay/cs_test_offer';

/** The page with the offers answered and the purchase answered by `purchase` (by default, its payment page). */
function openPage(path = '/packages', { answer = onSale, purchase }: { answer?: unknown; purchase?: (request: Request) => Response | Promise<Response> } = {}) {
  const fetchMock = stubApi({
    '/api/offers': json(answer),
    'POST /api/offers/11/orders': purchase ?? (() => json({ paymentUrl }, { status: 201 })),
  });
  const view = renderApp(path, path.startsWith('/ar') ? { siteConfig: arabicSiteConfig } : {});
  return { ...view, fetchMock };
}

/** The bodies the page posted to the first offer's orders. */
async function postedBodies(fetchMock: ReturnType<typeof stubApi>): Promise<unknown[]> {
  const posts = fetchMock.mock.calls.filter(([input, init]) => input === '/api/offers/11/orders' && init?.method === 'POST');
  return Promise.all(posts.map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '') as unknown));
}

const offerCard = async (name: string) => screen.findByRole('article', { name }, { timeout: 15_000 });
const field = (name: string) => screen.getByRole('textbox', { name });

/** Opens the first offer's buy form and waits for its fields. */
async function openBuyForm(user: ReturnType<typeof renderApp>['user'], buy = 'Buy Five hot stone massages', name = 'Your name') {
  await user.click(await screen.findByRole('button', { name: buy }, { timeout: 15_000 }));
  return screen.findByRole('textbox', { name }, { timeout: 15_000 });
}

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
});

describe('Packages page', { timeout: 30_000 }, () => {
  it('lists each offer with what it covers, its price and its terms', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages & memberships' }, { timeout: 15_000 })).toBeInTheDocument();
    const pack = await offerCard('Five hot stone massages');
    expect(pack).toHaveTextContent('Package');
    expect(pack).toHaveTextContent('5 × Hot Stone Massage (60 min)');
    expect(within(pack).getByTestId('offer-price')).toHaveTextContent('AED 1,500.00');
    expect(within(pack).getByTestId('offer-terms')).toHaveTextContent(/^Valid 6 months$/);

    const member = await offerCard('Monthly calm');
    expect(member).toHaveTextContent('Membership');
    expect(member).toHaveTextContent('Massage Therapy (any treatment of the category)');
    expect(within(member).getByTestId('offer-price')).toHaveTextContent(/^AED 900.00 a month$/);
    expect(within(member).getByTestId('offer-terms')).toHaveTextContent(/^1 treatment each month · 10% off other treatments · renews each month on your card until you ask the spa to stop it$/);
    expect(within(member).getByRole('button', { name: 'Buy Monthly calm' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();

    await waitFor(() => {
      expect(document.title).toBe('Spa Packages & Memberships in Dubai | Massage Packages | Serenity Day Spa');
    });
  });

  it('leaves out a membership discount of 0', async () => {
    openPage('/packages', { answer: { available: true, offers: [{ ...monthly, discountPercent: '0.00', sessions: 2 }] } });
    const member = await offerCard('Monthly calm');
    expect(within(member).getByTestId('offer-terms')).toHaveTextContent(/^2 treatments each month · renews each month on your card until you ask the spa to stop it$/);
  });

  it('opens the buy form on Buy, focused on the name, and closes it on Cancel with the focus back on Buy', async () => {
    const { user } = openPage();
    const name = await openBuyForm(user);
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    const pack = await offerCard('Five hot stone massages');
    expect(within(pack).getByTestId('offer-total')).toHaveTextContent('Total to pay: AED 1,500.00');
    expect(field('Your e-mail')).toHaveAttribute('dir', 'ltr');
    expect(field('Your e-mail')).toHaveAccessibleDescription('We send your code and tax invoice to this address.');
    // One form at a time: the other offer's Buy is still there.
    expect(screen.getByRole('button', { name: 'Buy Monthly calm' })).toBeInTheDocument();

    await user.click(within(pack).getByRole('button', { name: 'Cancel' }));
    const buy = within(pack).getByRole('button', { name: 'Buy Five hot stone massages' });
    await waitFor(() => {
      expect(buy).toHaveFocus();
    });
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
  });

  it('checks the buyer before asking, each message at its field and the first focused', async () => {
    const { user, fetchMock } = openPage();
    await openBuyForm(user);
    await user.type(field('Your e-mail'), 'omar@');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const name = field('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(errorsEn['error.name.too_short']);
    expect(field('Your e-mail')).toHaveAccessibleDescription(`We send your code and tax invoice to this address. ${errorsEn['error.email.invalid']}`);
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(await postedBodies(fetchMock)).toEqual([]);
  });

  it('posts the buyer and the language, then sends the browser to the payment page', async () => {
    const { user, fetchMock } = openPage();
    await openBuyForm(user);
    await user.type(field('Your name'), ' Omar Haddad ');
    await user.type(field('Your e-mail'), 'omar@example.ae');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => {
      expect(leaveFor).toHaveBeenCalledWith(paymentUrl);
    });
    expect(await postedBodies(fetchMock)).toEqual([{ buyerName: 'Omar Haddad', buyerEmail: 'omar@example.ae', language: 'en' }]);
    // Until the browser has left, the button stays busy.
    expect(screen.getByRole('button', { name: 'Opening the payment page...' })).toBeDisabled();
  });

  it("shows the server's refusal of a field at that field, by its code", async () => {
    const { user } = openPage('/packages', {
      purchase: () =>
        json(
          {
            message: 'Please check the highlighted fields.',
            code: 'fields.check',
            errors: { buyerEmail: 'Please enter a valid email address.' },
            fields: { buyerEmail: { code: 'email.invalid' } },
          },
          { status: 400 },
        ),
    });
    await openBuyForm(user);
    await user.type(field('Your name'), 'Omar Haddad');
    await user.type(field('Your e-mail'), 'omar@example.ae');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const email = field('Your e-mail');
    await waitFor(() => {
      expect(email).toHaveAttribute('aria-invalid', 'true');
    });
    expect(email).toHaveAccessibleDescription(`We send your code and tax invoice to this address. ${errorsEn['error.email.invalid']}`);
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it.each([
    [404, { message: 'This offer is not on sale.', code: 'offer.not_found' }, /no longer on sale|not on sale|not found/i],
    [409, { message: 'Packages cannot be bought online now.', code: 'offer.unavailable' }, /can't be bought online|cannot be bought online/],
    [429, { message: 'Too many requests. Please try again in a minute.', code: 'rate.too_many' }, /^Too many requests\. Please try again in a minute\.$/],
    [502, null, /^The payment page could not be opened\. Please try again in a moment, or contact us\.$/],
  ])('tells a %i above the button, with the spa’s phone and WhatsApp', async (status, body, text) => {
    const { user } = openPage('/packages', { purchase: () => (body ? json(body, { status }) : new Response('Bad gateway', { status })) });
    await openBuyForm(user);
    await user.type(field('Your name'), 'Omar Haddad');
    await user.type(field('Your e-mail'), 'omar@example.ae');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The purchase could not start');
    expect(within(alert).getAllByText(text)).toHaveLength(1);
    expect(within(alert).getByRole('link', { name: 'Call +971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
    expect(within(alert).getByRole('link', { name: /^Message us on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(field('Your name')).toHaveValue('Omar Haddad');
  });

  it('lists the offers without Buy buttons while they cannot be bought online, with the spa’s phone and WhatsApp', async () => {
    openPage('/packages', { answer: { ...onSale, available: false } });
    const notice = await screen.findByTestId('offers-unavailable', {}, { timeout: 15_000 });
    expect(notice).toHaveTextContent("Packages and memberships can't be bought online at the moment. Call us or write to us on WhatsApp");
    expect(within(notice).getByRole('link', { name: 'Call +971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
    expect(await offerCard('Five hot stone massages')).toHaveTextContent('AED 1,500.00');
    expect(screen.queryByRole('button', { name: /^Buy / })).not.toBeInTheDocument();
  });

  it('has a friendly word and a way to the gift cards when nothing is on sale', async () => {
    openPage('/packages', { answer: { available: true, offers: [] } });
    const empty = await screen.findByTestId('offers-empty', {}, { timeout: 15_000 });
    expect(empty).toHaveTextContent('Nothing on sale online just now');
    expect(within(empty).getByRole('link', { name: 'See gift cards' })).toHaveAttribute('href', '/gift-cards');
  });

  it('says so when the offers cannot be read', async () => {
    stubApi({ '/api/offers': json({ message: 'Internal error.' }, { status: 500 }) });
    renderApp('/packages');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The packages and memberships could not be loaded');
    expect(within(alert).getByRole('link', { name: 'Call +971 4 123 4567' })).toBeInTheDocument();
  });

  it('thanks the buyer back from the payment page, paid, with the focus on the thanks', async () => {
    openPage('/packages?paid=1');
    const thanks = await screen.findByTestId('offer-paid', {}, { timeout: 15_000 });
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveTextContent('Thank you. Your code and tax invoice are on their way to your e-mail.');
    expect(within(thanks).getByRole('link', { name: 'Book a treatment' })).toHaveAttribute('href', '/booking');
    await waitFor(() => {
      expect(thanks).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: /^Buy / })).not.toBeInTheDocument();
  });

  it('says nothing was charged when the buyer cancelled, with the offers again', async () => {
    openPage('/packages?cancelled=1');
    const note = await screen.findByTestId('offer-cancelled', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent('The payment was not completed');
    expect(note).toHaveTextContent('Nothing was charged.');
    await waitFor(() => {
      expect(note).toHaveFocus();
    });
    expect(await screen.findByRole('button', { name: 'Buy Five hot stone massages' })).toBeEnabled();
  });

  it('is linked from the footer, beside the gift cards', async () => {
    openPage();
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
    expect(within(footer).getByRole('link', { name: 'Packages & memberships' })).toHaveAttribute('href', '/packages');
  });
});

describe('Packages page in Arabic', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await loadLocale('ar');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('is in Arabic, right to left, names and prices as an Arabic page writes them, and posts in Arabic', async () => {
    const { user, fetchMock } = openPage('/ar/packages');
    expect(await screen.findByRole('heading', { level: 1, name: 'الباقات والعضويات' }, { timeout: 15_000 })).toBeInTheDocument();
    const pack = await offerCard('خمس جلسات تدليك بالأحجار');
    expect(pack).toHaveTextContent('5 × التدليك بالأحجار الساخنة (60 دقيقة)');
    expect(within(pack).getByTestId('offer-price').querySelector('bdi')).toHaveTextContent('1,500.00 د.إ');
    expect(within(pack).getByTestId('offer-terms')).toHaveTextContent(/^صالحة لمدة 6 أشهر$/);

    // No Arabic name: the English one, marked as English.
    const member = await offerCard('Monthly calm');
    expect(within(within(member).getByRole('heading', { level: 3 })).getByText('Monthly calm')).toHaveAttribute('lang', 'en');
    expect(member).toHaveTextContent('جلسات التدليك (أي علاج من هذه الفئة)');
    expect(within(member).getByTestId('offer-price')).toHaveTextContent('900.00 د.إ شهريًا');
    expect(within(member).getByTestId('offer-terms')).toHaveTextContent(/^علاج واحد كل شهر · خصم 10% على العلاجات الأخرى · تتجدد كل شهر على بطاقتك إلى أن تطلب من المنتجع إيقافها$/);

    const name = await openBuyForm(user, 'شراء خمس جلسات تدليك بالأحجار', packagesAr['packages.form.buyerName']);
    const email = field(packagesAr['packages.form.buyerEmail']);
    expect(email).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: packagesAr['packages.form.submit'] }));
    expect(name).toHaveAccessibleDescription(errorsAr['error.name.too_short']);

    await user.type(name, 'عمر حداد');
    await user.type(email, 'omar@example.ae');
    await user.click(screen.getByRole('button', { name: packagesAr['packages.form.submit'] }));
    await waitFor(() => {
      expect(leaveFor).toHaveBeenCalledWith(paymentUrl);
    });
    expect(await postedBodies(fetchMock)).toEqual([{ buyerName: 'عمر حداد', buyerEmail: 'omar@example.ae', language: 'ar' }]);
  });

  it('thanks in Arabic, and says in Arabic that nothing is sold online now, the phone left to right', async () => {
    const { unmount } = openPage('/ar/packages?paid=1');
    const thanks = await screen.findByTestId('offer-paid', {}, { timeout: 15_000 });
    expect(thanks).toHaveTextContent(packagesAr['packages.paid.title']);
    expect(within(thanks).getByRole('link', { name: packagesAr['packages.paid.book'] })).toHaveAttribute('href', '/ar/booking');
    unmount();

    openPage('/ar/packages', { answer: { ...onSale, available: false } });
    const notice = await screen.findByTestId('offers-unavailable', {}, { timeout: 15_000 });
    expect(notice).toHaveTextContent(packagesAr['packages.unavailable.text']);
    const call = within(notice).getByRole('link', { name: 'اتصل على +971 4 123 4567' });
    expect(within(call).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => {
      expect(document.title).toMatch(/^باقات وعضويات السبا في دبي/);
    });
  });
});
