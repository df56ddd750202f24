import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page, TestInfo } from '@playwright/test';

import { business, paymentsBaseURL } from '../playwright.config';
import { bookThroughForm } from './booking-form';
import { adminSession, expect, expectAccessible, expectLanguage, logIn, openPlace, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';
import { notifyOfferPaid, offerOrdersOf } from './stripe';

// The Packages & memberships page (web/src/features/packages): the owner writes a package in the dashboard's Gift
// cards & packages place ("Sold online", Add offer) and puts it on sale; a guest finds it on /packages, opens its short
// buy form (its code loaded on the click), is refused an empty name at its field, and buys it on the hosted payment
// page (a stand-in here: Stripe's is on the internet). Stripe's signed notice of the payment issues the package to the
// buyer, with its tax invoice, and the buyer's e-mail (read as Sent e-mails shows it: the test servers send no mail)
// holds its code; the guest books the covered treatment online with that code and has nothing to pay. Back from the
// payment page the page thanks (?paid=1) or says nothing was charged (?cancelled=1). On a spa without online
// payments the offers are listed without a Buy button, with the spa's phone and WhatsApp. Axe on every state, in
// English and right to left in Arabic. The words are the page's catalog's (web/src/locales/packages).

test.describe.configure({ timeout: 150_000 });

const locales = join(import.meta.dirname, '..', '..', 'web', 'src', 'locales');
const words = (part: string, lang: 'en' | 'ar') => JSON.parse(readFileSync(join(locales, part, `${lang}.json`), 'utf8')) as Record<string, string>;
const en = words('packages', 'en');
const ar = words('packages', 'ar');
const errorsEn = words('errors', 'en');
const say = (catalog: Record<string, string>, id: string) => {
  const text = catalog[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
};

// The first screen of a page can take a while on a loaded machine.
const loading = expect.configure({ timeout: 20_000 });

/** The treatment the package is for: a seeded service (its id as package-booking.spec.ts books it). */
const service = { id: 7, name: 'Swedish Relaxation Massage' };

const unique = (testInfo: TestInfo) => `${testInfo.project.name.split('-')[1] ?? 'x'}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const standIn = '<!doctype html><html lang="en"><title>Stripe Checkout (test stand-in)</title><main><h1>Stripe Checkout (test stand-in)</h1></main></html>';

/** The payment page is on the internet: a navigation away from the spa is answered by a stand-in, anything else refused. */
async function fakePaymentPage(page: Page, spa: string): Promise<void> {
  const host = new URL(spa).host;
  await page.context().route(
    (url) => url.host !== host,
    (route) => (route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: standIn }) : route.abort()),
  );
}

/** An offer's card on the page, by its name in the page's language. */
const offerCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('packages without online payments', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('sqlite-'), 'a spa without online payments, on SQLite');
  });

  test('the offers are listed without a Buy button, with the phone and WhatsApp, in both languages', async ({ page }, testInfo) => {
    const id = unique(testInfo);
    const name = `Three facials ${id}`;
    await adminSession(page);
    const written = await page.request.post('/api/admin/offers', {
      data: { kind: 'package', name, nameAr: `ثلاث جلسات للوجه ${id}`, category: 'Facial Treatments', sessions: 3, price: '1200', validMonths: 4, online: true },
    });
    expect(written.status(), await written.text()).toBe(201);
    await page.context().clearCookies();

    // The server's first HTML: the page's own title and heading, in each language.
    const served = await (await page.request.get('/packages')).text();
    expect(served).toContain('<html lang="en" dir="ltr"');
    expect(served).toContain(`<title>Spa Packages &amp; Memberships in Dubai | Massage Packages | ${business.shortName.replace('&', '&amp;')}</title>`);
    expect(served).toContain(say(en, 'packages.hero.title').replace('&', '&amp;'));
    const servedAr = await (await page.request.get('/ar/packages')).text();
    expect(servedAr).toContain('<html lang="ar" dir="rtl"');
    expect(servedAr).toContain(say(ar, 'packages.hero.title'));

    // From the footer of another page, beside the gift cards.
    await page.goto('/gift-cards');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Packages & memberships', exact: true }).click();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(page.getByRole('heading', { level: 1, name: say(en, 'packages.hero.title') })).toBeVisible();
    const notice = page.getByTestId('offers-unavailable');
    await loading(notice).toContainText(say(en, 'packages.unavailable.text'));
    await expect(notice.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute('href', business.tel);
    const card = offerCard(page, name);
    await expect(card).toContainText('3 × Facial Treatments (any treatment of the category)');
    await expect(card.getByTestId('offer-price')).toHaveText('AED 1,200.00');
    await expect(card.getByTestId('offer-terms')).toHaveText('Valid 4 months');
    await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
    await expectAccessible(page, 'packages, not sold online');

    await page.goto('/ar/packages');
    await expectLanguage(page, 'ar');
    const arabic = page.getByTestId('offers-unavailable');
    await loading(arabic).toContainText(say(ar, 'packages.unavailable.text'));
    await expect(arabic.getByRole('link', { name: `اتصل على ${business.phone}` }).locator('bdi')).toHaveAttribute('dir', 'ltr');
    const arabicCard = offerCard(page, `ثلاث جلسات للوجه ${id}`);
    await expect(arabicCard).toContainText('3 × علاجات الوجه (أي علاج من هذه الفئة)');
    await expect(arabicCard.getByTestId('offer-price').locator('bdi')).toHaveText('1,200.00 د.إ');
    await expectAccessible(page, 'packages in Arabic, not sold online');
  });
});

test.describe('packages bought online', () => {
  test.use({ baseURL: paymentsBaseURL });

  test.beforeEach(({}, testInfo) => {
    test.skip(!['sqlite-desktop', 'sqlite-phone'].includes(testInfo.project.name), 'one spa taking payments online, on SQLite');
  });

  test('the owner puts a package on sale; a guest buys it, gets its code by e-mail and books with it, paying nothing', async ({ page, browser }, testInfo) => {
    const id = unique(testInfo);
    const name = `Two Swedish massages ${id}`;
    const nameAr = `جلستا تدليك سويدي ${id}`;
    const buyer = { name: `Omar Haddad ${id}`, email: `omar.${id}@example.ae`, phone: '+971 50 765 4321' };
    const day = addDays(dubaiToday(), testInfo.project.name.endsWith('phone') ? 28 : 27);

    // The owner writes the package in the dashboard and puts it on sale.
    await logIn(page);
    await openPlace(page, 'Gift cards & packages');
    await expect(page.getByRole('heading', { name: 'Sold online' })).toBeVisible();
    await page.getByRole('button', { name: 'Add offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Offer' });
    await dialog.getByRole('button', { name: 'Add Offer' }).click();
    await expect(dialog.getByLabel('Name (English)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Name (English)', { exact: true })).toBeFocused();
    await dialog.getByLabel('Name (English)', { exact: true }).fill(name);
    await dialog.getByLabel('Name (Arabic, optional)', { exact: true }).fill(nameAr);
    await dialog.getByLabel('For', { exact: true }).selectOption({ label: service.name });
    await dialog.getByLabel('Sessions', { exact: true }).fill('2');
    await dialog.getByLabel('Price (AED, VAT included)', { exact: true }).fill('900');
    await dialog.getByLabel('Valid for (months)', { exact: true }).fill('6');
    await expect(dialog.getByRole('checkbox', { name: 'On sale online' })).toBeChecked();
    await expectAccessible(page, 'the offer dialog');
    await dialog.getByRole('button', { name: 'Add Offer' }).click();
    await expect(page.getByText('Offer Added', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.locator('[data-offer-id]').filter({ hasText: name });
    await expect(row).toContainText(`2 sessions of ${service.name}`);
    await expect(row).toContainText('AED 900.00, valid 6 months');
    await expect(row).toContainText('On sale');
    await page.context().clearCookies(); // the guest is not signed in

    // The guest finds it on the Packages page.
    await fakePaymentPage(page, paymentsBaseURL);
    await page.goto('/packages');
    await expectLanguage(page, 'en');
    const card = offerCard(page, name);
    await loading(card).toContainText(new RegExp(`2 × ${service.name} \\(\\d+ min\\)`));
    await expect(card.getByTestId('offer-price')).toHaveText('AED 900.00');
    await expect(card.getByTestId('offer-terms')).toHaveText('Valid 6 months');
    await expect(page.getByTestId('offers-unavailable')).toHaveCount(0);
    await expectAccessible(page, 'packages on sale');

    // Buy opens the short form (its code loaded now), the name's field focused; an empty name is refused there.
    await card.getByRole('button', { name: `Buy ${name}` }).click();
    const nameField = card.getByRole('textbox', { name: say(en, 'packages.form.buyerName'), exact: true });
    await expect(nameField).toBeFocused();
    await expect(card.getByTestId('offer-total')).toContainText('AED 900.00');
    const submit = card.getByRole('button', { name: say(en, 'packages.form.submit') });
    await submit.click();
    await expect(nameField).toHaveAccessibleDescription(say(errorsEn, 'error.name.too_short'));
    await expect(nameField).toBeFocused();
    await expectAccessible(page, 'the buy form with its message');
    await nameField.fill(buyer.name);
    await card.getByRole('textbox', { name: say(en, 'packages.form.buyerEmail'), exact: true }).fill(buyer.email);

    // The server's answer is read on its way to the page: the page leaves for the payment page at once.
    let answered: (value: { status: number; body: string; sent: unknown }) => void = () => undefined;
    const answer = new Promise<{ status: number; body: string; sent: unknown }>((resolve) => (answered = resolve));
    await page.route('**/api/offers/*/orders', async (route) => {
      const response = await route.fetch();
      answered({ status: response.status(), body: await response.text(), sent: route.request().postDataJSON() });
      return route.fulfill({ response });
    });
    await submit.click();
    const response = await answer;
    expect(response.status, response.body).toBe(201);
    expect(response.sent).toEqual({ buyerName: buyer.name, buyerEmail: buyer.email, language: 'en' });
    const { paymentUrl } = JSON.parse(response.body) as { paymentUrl: string };
    expect(paymentUrl).toMatch(/^https?:\/\//);
    await page.waitForURL(paymentUrl);
    await expect(page).toHaveTitle('Stripe Checkout (test stand-in)');

    // Stripe tells the spa it was paid: the payments job issues the package, its tax invoice and the buyer's e-mail.
    const orders = await offerOrdersOf(page.request, buyer.email);
    expect(orders).toHaveLength(1);
    await notifyOfferPaid(page.request, { orderId: orders[0] ?? 0, fils: 90_000, eventId: `evt_offer_${id}` });
    const admin = await browser.newPage({ baseURL: paymentsBaseURL });
    await adminSession(admin);
    let code = '';
    await expect
      .poll(
        async () => {
          const list = (await (await admin.request.get(`/api/admin/entitlements?search=${encodeURIComponent(buyer.email)}`)).json()) as {
            code: string;
            kind: string;
            balanceSessions: number | null;
            serviceId: number | null;
            invoiceNumber: string;
          }[];
          code = list[0]?.code ?? '';
          return list.map((e) => `${e.kind} ${String(e.balanceSessions)} ${String(e.serviceId)} ${/^INV-\d+$/.test(e.invoiceNumber) ? 'invoiced' : 'no invoice'}`);
        },
        { timeout: 20_000 },
      )
      .toEqual([`package 2 ${String(service.id)} invoiced`]);
    const outbox = (await (await admin.request.get('/api/admin/outbox?limit=100')).json()) as { id: number; kind: string; recipient: string }[];
    const mail = outbox.find((m) => m.kind === 'offer' && m.recipient === buyer.email);
    expect(mail, "the buyer's e-mail").toBeDefined();
    const preview = (await (await admin.request.get(`/api/admin/outbox/${String(mail?.id ?? 0)}`)).json()) as { preview: { text: string } };
    expect(preview.preview.text).toContain(code);
    await admin.close();

    // Back from the payment page: paid, then, another time, cancelled (in Arabic).
    await page.goto('/packages?paid=1');
    const thanks = page.getByTestId('offer-paid');
    await loading(thanks).toContainText(say(en, 'packages.paid.title'));
    await expect(thanks).toBeFocused();
    await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
    await expectAccessible(page, 'package paid');

    await page.goto('/ar/packages?cancelled=1');
    await expectLanguage(page, 'ar');
    const note = page.getByTestId('offer-cancelled');
    await loading(note).toContainText(say(ar, 'packages.cancelled.text'));
    const arabicCard = offerCard(page, nameAr);
    await expect(arabicCard.getByTestId('offer-price').locator('bdi')).toHaveText('900.00 د.إ');
    await expect(arabicCard.getByTestId('offer-terms')).toHaveText('صالحة لمدة 6 أشهر');
    await arabicCard.getByRole('button', { name: `شراء ${nameAr}` }).click();
    const arabicEmail = arabicCard.getByRole('textbox', { name: say(ar, 'packages.form.buyerEmail'), exact: true });
    await expect(arabicEmail).toHaveAttribute('dir', 'ltr');
    await expect(arabicCard.getByRole('textbox', { name: say(ar, 'packages.form.buyerName'), exact: true })).toBeFocused();
    await expectAccessible(page, 'packages in Arabic, cancelled, with the buy form open');

    // The guest books the covered treatment online with the code: a session of the package pays for it.
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    await bookThroughForm(page, { serviceName: service.name, date: day, time: ['11:00 AM', '1:00 PM', '3:00 PM', '5:00 PM'], guest: buyer, code });
    await expect(page.getByText(`A session of your package …${code.slice(-6)} pays for this treatment: nothing to pay.`)).toBeVisible();
  });
});
