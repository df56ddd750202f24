import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { business, paymentsBaseURL } from '../playwright.config';
import { adminSession, expect, expectAccessible, expectLanguage, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';
import { notifyGiftCardPaid } from './stripe';

// The Gift cards page (docs/product.md, Gift cards page): a guest buys a spa gift card for someone, an amount or a
// treatment, and pays on the hosted payment page. On the test server without online payments the page offers no
// form, only the spa's phone and WhatsApp; on the payments server (stripe-mock behind stripe-recorder.mjs) the
// form is checked on an empty submit, in English and right to left in Arabic, and a purchase is started: the server
// answers 201 and the browser leaves for the payment page (a stand-in here: Stripe's is on the internet); Stripe's
// signed notice of the payment issues the card, which the manager finds by the recipient's e-mail, with the
// recipient's e-mail waiting for 09:00 in Dubai on the delivery day and the buyer's copy due at once. The words
// are the page's own catalog's (web/src/locales/gift-cards) and the server's messages by code (locales/errors).

test.describe.configure({ timeout: 90_000 });

const locales = join(import.meta.dirname, '..', '..', 'web', 'src', 'locales');
const words = (part: string, lang: 'en' | 'ar') =>
  JSON.parse(readFileSync(join(locales, part, `${lang}.json`), 'utf8')) as Record<string, string>;
const en = words('gift-cards', 'en');
const ar = words('gift-cards', 'ar');
const errorsEn = words('errors', 'en');
const errorsAr = words('errors', 'ar');
const say = (catalog: Record<string, string>, id: string) => {
  const text = catalog[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
};

// The first screen of a page can take a while on a loaded machine.
const loading = expect.configure({ timeout: 20_000 });

const standIn = '<!doctype html><html lang="en"><title>Stripe Checkout (test stand-in)</title><main><h1>Stripe Checkout (test stand-in)</h1></main></html>';

/** The payment page is on the internet: a navigation away from the spa is answered by a stand-in, anything else refused. */
async function fakePaymentPage(page: Page, spa: string): Promise<void> {
  const host = new URL(spa).host;
  await page.context().route(
    (url) => url.host !== host,
    (route) => (route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: standIn }) : route.abort()),
  );
}

/** The page with its form ready (the options are in and the app has adopted the page). */
async function openForm(page: Page, path: string, submitName: string) {
  await page.goto(path);
  const submit = page.getByRole('button', { name: submitName });
  await loading(submit).toBeEnabled();
  return submit;
}

test.describe('gift cards without online payments', () => {
  test('the page says they are sold by phone or WhatsApp, with no form, in both languages', { tag: '@page' }, async ({ page, request }) => {
    // The server's first HTML: the page's own title and heading, the form's place held for the options.
    const served = await (await request.get('/gift-cards')).text();
    expect(served).toContain('<html lang="en" dir="ltr"');
    expect(served).toContain(`<title>Spa Gift Cards in Dubai | Give a Massage or a Spa Day | ${business.shortName.replace('&', '&amp;')}</title>`);
    expect(served).toContain(say(en, 'giftCards.hero.title'));
    const servedAr = await (await request.get('/ar/gift-cards')).text();
    expect(servedAr).toContain('<html lang="ar" dir="rtl"');
    expect(servedAr).toContain('<title>بطاقات هدايا السبا في دبي');
    expect(servedAr).toContain(say(ar, 'giftCards.hero.title'));

    // From the footer of another page.
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gift cards', exact: true }).click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    await expect(page.getByRole('heading', { level: 1, name: say(en, 'giftCards.hero.title') })).toBeVisible();
    const notice = page.getByTestId('gift-cards-unavailable');
    await loading(notice).toContainText(say(en, 'giftCards.unavailable.text'));
    await expect(notice.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute('href', business.tel);
    await expect(notice.getByRole('link', { name: /^Message us on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${business.whatsapp}`);
    await expect(page.getByRole('button', { name: say(en, 'giftCards.form.submit') })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page, 'gift cards, not sold online');

    await page.goto('/ar');
    await page.getByRole('contentinfo').getByRole('link', { name: 'بطاقات الهدايا', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/gift-cards$/);
    await expectLanguage(page, 'ar');
    const arabic = page.getByTestId('gift-cards-unavailable');
    await loading(arabic).toContainText(say(ar, 'giftCards.unavailable.text'));
    const call = arabic.getByRole('link', { name: `اتصل على ${business.phone}` });
    await expect(call.locator('bdi')).toHaveAttribute('dir', 'ltr');
    await expectAccessible(page, 'gift cards in Arabic, not sold online');
  });
});

test.describe('gift cards bought online', () => {
  test.use({ baseURL: paymentsBaseURL });

  test.beforeEach(({}, testInfo) => {
    test.skip(!['sqlite-desktop', 'sqlite-phone'].includes(testInfo.project.name), 'one spa taking payments online, on SQLite');
  });

  test('an empty submit names every required field at its field and focuses the first', { tag: '@page' }, async ({ page }) => {
    const submit = await openForm(page, '/gift-cards', say(en, 'giftCards.form.submit'));
    await expectLanguage(page, 'en');
    await expect(page.getByRole('radio', { name: say(en, 'giftCards.form.kind.amount') })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^AED / })).toHaveCount(3);
    await expect(page.getByText('Valid for 12 months from the delivery date.')).toBeVisible();
    await expect(page.getByLabel(say(en, 'giftCards.form.deliveryDate'))).toHaveValue(dubaiToday());
    await expectAccessible(page, 'gift card form');

    await submit.click();
    const first = page.getByRole('radio', { name: 'AED 300.00' });
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleDescription(say(en, 'giftCards.error.amount'));
    const named = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(named(say(en, 'giftCards.form.recipientName'))).toHaveAccessibleDescription(say(errorsEn, 'error.name.too_short'));
    await expect(named(say(en, 'giftCards.form.recipientEmail'))).toHaveAccessibleDescription(say(errorsEn, 'error.email.invalid'));
    await expect(named(say(en, 'giftCards.form.buyerName'))).toHaveAccessibleDescription(say(errorsEn, 'error.name.too_short'));
    await expect(named(say(en, 'giftCards.form.buyerEmail'))).toHaveAccessibleDescription(
      `${say(en, 'giftCards.form.buyerEmail.hint')} ${say(errorsEn, 'error.email.invalid')}`,
    );
    await expect(named(say(en, 'giftCards.form.recipientName'))).toHaveAttribute('aria-invalid', 'true');
    await expect(named(say(en, 'giftCards.form.message'))).toHaveAttribute('aria-invalid', 'false');

    // A treatment instead: asked for when it is the gift.
    await page.getByRole('radio', { name: say(en, 'giftCards.form.kind.service') }).check();
    await submit.click();
    const treatment = page.getByRole('combobox', { name: say(en, 'giftCards.form.service') });
    await expect(treatment).toBeFocused();
    await expect(treatment).toHaveAccessibleDescription(say(en, 'giftCards.error.service'));
    await expectAccessible(page, 'gift card form with its messages');
  });

  test('the Arabic page is right to left, in Arabic words, its messages too', { tag: '@page' }, async ({ page }) => {
    const submit = await openForm(page, '/ar/gift-cards', say(ar, 'giftCards.form.submit'));
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: say(ar, 'giftCards.hero.title') })).toBeVisible();
    await expect(page.getByText('صالحة لمدة 12 شهرًا من تاريخ التسليم.')).toBeVisible();

    // Right to left: the amounts run from the right, each price in its own <bdi>; the e-mails stay left to right.
    const amounts = page.getByRole('radio', { name: /د\.إ$/ });
    await expect(amounts).toHaveCount(3);
    await expect(page.getByRole('radio', { name: '300.00 د.إ' })).toBeVisible();
    const firstBox = await page.locator('label', { has: page.getByRole('radio', { name: '300.00 د.إ' }) }).boundingBox();
    const secondBox = await page.locator('label', { has: page.getByRole('radio', { name: '500.00 د.إ' }) }).boundingBox();
    expect(firstBox && secondBox && firstBox.x > secondBox.x).toBe(true);
    await expect(page.locator('label', { has: page.getByRole('radio', { name: '300.00 د.إ' }) }).locator('bdi')).toHaveText('300.00 د.إ');
    const buyerEmail = page.getByRole('textbox', { name: say(ar, 'giftCards.form.buyerEmail'), exact: true });
    await expect(buyerEmail).toHaveAttribute('dir', 'ltr');
    const recipientName = page.getByRole('textbox', { name: say(ar, 'giftCards.form.recipientName'), exact: true });
    expect(await recipientName.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');
    await expectAccessible(page, 'gift card form in Arabic');

    await submit.click();
    await expect(page.getByRole('radio', { name: '300.00 د.إ' })).toBeFocused();
    await expect(page.getByRole('radio', { name: '300.00 د.إ' })).toHaveAccessibleDescription(say(ar, 'giftCards.error.amount'));
    await expect(recipientName).toHaveAccessibleDescription(say(errorsAr, 'error.name.too_short'));
    await expect(buyerEmail).toHaveAccessibleDescription(`${say(ar, 'giftCards.form.buyerEmail.hint')} ${say(errorsAr, 'error.email.invalid')}`);

    // Another amount: the total in the Arabic page's money, in its own <bdi>.
    await page.getByRole('spinbutton', { name: say(ar, 'giftCards.form.otherAmount') }).fill('750');
    const total = page.getByTestId('gift-card-total');
    await expect(total.locator('bdi')).toHaveText('750.00 د.إ');
    await expect(page.getByRole('radio', { name: '300.00 د.إ' })).not.toBeChecked();
    await expectAccessible(page, 'gift card form in Arabic with its messages');
  });

  test('a filled form starts the purchase and leaves for the payment page; its payment issues the card', async ({ page, browser }, testInfo) => {
    await fakePaymentPage(page, paymentsBaseURL);
    const submit = await openForm(page, '/gift-cards', say(en, 'giftCards.form.submit'));
    const id = `${testInfo.project.name}-${Date.now().toString(36)}`;

    await page.getByRole('radio', { name: say(en, 'giftCards.form.kind.service') }).check();
    const treatment = page.getByRole('combobox', { name: say(en, 'giftCards.form.service') });
    const services = await treatment.locator('option:not([value=""])').evaluateAll((options) =>
      options.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent })),
    );
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(service.text).toMatch(/ — AED [\d,]+\.\d\d · \d+ minutes$/);
    await page.getByRole('radio', { name: say(en, 'giftCards.form.kind.amount') }).check();
    await page.getByRole('radio', { name: 'AED 500.00' }).check();
    await expect(page.getByTestId('gift-card-total')).toContainText('AED 500.00');

    const deliveryDate = addDays(dubaiToday(), 14);
    const named = (name: string) => page.getByRole('textbox', { name, exact: true });
    await named(say(en, 'giftCards.form.recipientName')).fill('Layla Haddad');
    await named(say(en, 'giftCards.form.recipientEmail')).fill(`layla.${id}@example.ae`);
    await named(say(en, 'giftCards.form.message')).fill('Happy birthday, Layla! Enjoy a calm afternoon.');
    await expect(named(say(en, 'giftCards.form.message'))).toHaveAccessibleDescription('Characters left: 254 of 300');
    await page.getByLabel(say(en, 'giftCards.form.deliveryDate')).fill(deliveryDate);
    await named(say(en, 'giftCards.form.buyerName')).fill('Omar Haddad');
    await named(say(en, 'giftCards.form.buyerEmail')).fill(`omar.${id}@example.ae`);

    // The server's answer is read on its way to the page: the page leaves for the payment page at once.
    let answered: (value: { status: number; body: string; sent: unknown }) => void = () => undefined;
    const answer = new Promise<{ status: number; body: string; sent: unknown }>((resolve) => (answered = resolve));
    await page.route('**/api/gift-cards', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      answered({ status: response.status(), body: await response.text(), sent: route.request().postDataJSON() });
      return route.fulfill({ response });
    });
    await submit.click();
    const response = await answer;
    expect(response.status, response.body).toBe(201);
    expect(response.sent).toEqual({
      amount: '500.00',
      recipientName: 'Layla Haddad',
      recipientEmail: `layla.${id}@example.ae`,
      message: 'Happy birthday, Layla! Enjoy a calm afternoon.',
      deliveryDate,
      buyerName: 'Omar Haddad',
      buyerEmail: `omar.${id}@example.ae`,
      language: 'en',
    });
    const checkout = JSON.parse(response.body) as { orderId: number; paymentUrl: string };
    expect(checkout.orderId).toBeGreaterThan(0);
    expect(checkout.paymentUrl).toMatch(/^https?:\/\//);
    await page.waitForURL(checkout.paymentUrl);
    await expect(page).toHaveTitle('Stripe Checkout (test stand-in)');

    // Stripe tells the spa it was paid: the payments job issues the card and writes its two e-mails.
    await notifyGiftCardPaid(page.request, { orderId: checkout.orderId, fils: 50_000, eventId: `evt_gift_${id}` });
    const admin = await browser.newPage({ baseURL: paymentsBaseURL });
    await adminSession(admin);
    const recipient = `layla.${id}@example.ae`;
    await expect
      .poll(async () => {
        const list = (await (await admin.request.get(`/api/admin/entitlements?search=${encodeURIComponent(recipient)}`)).json()) as {
          kind: string;
          balanceAmount: string;
          holderEmail: string;
        }[];
        return list.map((e) => `${e.kind} ${e.balanceAmount} ${e.holderEmail}`);
      }, { timeout: 20_000 })
      .toEqual([`gift_card 500.00 omar.${id}@example.ae`]);
    const outbox = (await (await admin.request.get('/api/admin/outbox?limit=100')).json()) as { kind: string; recipient: string; dueAt: string; status: string }[];
    const mail = (kind: string, to: string) => outbox.find((m) => m.kind === kind && m.recipient === to);
    expect(mail('gift_card', recipient)).toMatchObject({ status: 'pending', dueAt: `${deliveryDate}T05:00:00Z` }); // 09:00 in Dubai
    expect(mail('gift_card_copy', `omar.${id}@example.ae`)).toBeDefined();
    await admin.close();

    // Back from the payment page: paid, then, another time, cancelled.
    await page.goto('/gift-cards?paid=1');
    const thanks = page.getByTestId('gift-card-paid');
    await loading(thanks).toContainText(say(en, 'giftCards.paid.title'));
    await expect(thanks).toContainText(say(en, 'giftCards.paid.text'));
    await expect(page.getByRole('button', { name: say(en, 'giftCards.form.submit') })).toHaveCount(0);
    await expectAccessible(page, 'gift card paid');

    await page.goto('/ar/gift-cards?cancelled=1');
    const note = page.getByTestId('gift-card-cancelled');
    await loading(note).toContainText(say(ar, 'giftCards.cancelled.text'));
    await loading(page.getByRole('button', { name: say(ar, 'giftCards.form.submit') })).toBeEnabled();
    await expectAccessible(page, 'gift card cancelled, in Arabic');
  });
});
