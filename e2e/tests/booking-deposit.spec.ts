import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { business, paymentsBaseURL } from '../playwright.config';
import { adminSession, expect, expectAccessible, fakeWhatsApp, test } from './fixtures';
import { pickDate } from './booking-form';
import { addDays, dubaiToday } from './spa-days';
import { notifyPaid } from './stripe';

// A guest's way through a deposit on the spa taking deposits through Stripe (playwright.config.ts's payments
// server, stripe-mock behind it): she chooses a treatment that asks one and is shown the deposit and the
// cancellation terms before she commits; sending the form takes her to Stripe's payment page (a stand-in here:
// stripe-mock's hosted page is on the internet); Stripe's signed notice of her payment arrives, she comes back to
// the booking page and is thanked, with her WhatsApp hand-off; the booking becomes a pending request with its deposit
// invoiced. The words are the booking feature's own (web/src/locales/booking).
//
// A service no other payments spec sets a policy on (booking-fee: Swedish Relaxation Massage; deposit-refund: the
// spa's default policy and the first service), so their policies do not change this one's terms.
const service = { name: 'Dead Sea Salt Scrub and Wrap' };
const policy = { kind: 'fixed', amount: '50.00', freeCancelHours: 24, lateCancelFee: '40.00', noShowFee: '60.00' };

const locales = join(import.meta.dirname, '..', '..', 'web', 'src', 'locales', 'booking');
const words = (lang: 'en' | 'ar') => JSON.parse(readFileSync(join(locales, `${lang}.json`), 'utf8')) as Record<string, string>;
const fill = (text: string | undefined, values: Record<string, string>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, v), text ?? '');
const en = words('en');
const ar = words('ar');

const standIn = '<!doctype html><html lang="en"><title>Stripe Checkout (test stand-in)</title><main><h1>Stripe Checkout (test stand-in)</h1></main></html>';

test.use({ baseURL: paymentsBaseURL });

test('a guest pays the deposit of her booking and is handed on to WhatsApp', async ({ page, browser }, testInfo) => {
  test.skip(!['sqlite-desktop', 'sqlite-phone'].includes(testInfo.project.name), 'one spa taking deposits, on SQLite');
  test.setTimeout(150_000);

  // The manager's policy, in a context of its own: the guest's browser has no admin cookie.
  const admin = await browser.newPage({ baseURL: paymentsBaseURL });
  await adminSession(admin);
  const services = (await (await admin.request.get('/api/services')).json()) as { id: number; name: string }[];
  const serviceId = services.find((s) => s.name === service.name)?.id ?? 0;
  expect(serviceId).toBeGreaterThan(0);
  const set = await admin.request.put('/api/admin/deposit-policies', { data: { serviceId, ...policy } });
  expect(set.status(), await set.text()).toBe(200);

  // The guest's own day, 40–59 days ahead on the desk and 60–80 on the phone, at a random hour.
  const phone = testInfo.project.name.endsWith('phone');
  const date = addDays(dubaiToday(), (phone ? 60 : 40) + Math.floor(Math.random() * 20));
  const time = `${String(10 + Math.floor(Math.random() * 7)).padStart(2, '0')}:00`;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const guest = { name: `Deposit Guest ${id}`, email: `deposit.${id}@example.ae`, phone: '+971 50 234 5678' };

  // Stripe's payment page is on the internet: the navigation to it is answered by a stand-in.
  await fakeWhatsApp(page.context());
  const spa = new URL(paymentsBaseURL).host;
  await page.context().route(
    (url) => url.host !== spa && url.hostname !== 'wa.me',
    (route) => (route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: standIn }) : route.abort()),
  );

  await page.goto('/booking');
  const serviceSelect = page.getByRole('combobox', { name: en['booking.form.service'] });
  await expect(serviceSelect).toBeEnabled({ timeout: 30_000 });
  await serviceSelect.selectOption(String(serviceId));
  const terms = page.getByRole('region', { name: en['booking.deposit.heading'] });
  await expect(terms).toContainText(fill(en['booking.deposit.due'], { amount: 'AED 50.00' }));
  await expect(terms).toContainText(fill(en['booking.deposit.freeCancel'], { hours: '24 hours' }));
  await expect(terms).toContainText(fill(en['booking.deposit.lateFee'], { fee: 'AED 40.00' }));
  await expect(terms).toContainText(fill(en['booking.deposit.noShowFee'], { fee: 'AED 60.00' }));
  await expect(terms).toContainText(en['booking.deposit.after'] ?? '');
  await expectAccessible(page, 'booking form with the deposit terms');

  await page.getByLabel('Full Name').fill(guest.name);
  await page.getByLabel('Email Address').fill(guest.email);
  await page.getByLabel('Phone Number').fill(guest.phone);
  await pickDate(page, date);
  const timeSelect = page.getByRole('combobox', { name: en['booking.form.time'] });
  await expect(timeSelect.locator(`option[value="${time}"]`)).toBeEnabled();
  await timeSelect.selectOption(time);

  // The server's answer is read on its way to the page: the page leaves for the payment page at once.
  let answered: (value: { status: number; body: string }) => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve) => (answered = resolve));
  await page.route('**/api/bookings', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    answered({ status: response.status(), body: await response.text() });
    return route.fulfill({ response });
  });
  await page.getByRole('button', { name: en['booking.form.submitDeposit'] }).click();
  const response = await answer;
  expect(response.status, response.body).toBe(201);
  const booking = JSON.parse(response.body) as { id: number; status: string; paymentUrl: string };
  expect(booking.status).toBe('awaiting_payment');
  expect(booking.paymentUrl).toMatch(/^https?:\/\//);
  await page.waitForURL(booking.paymentUrl);
  await expect(page).toHaveTitle('Stripe Checkout (test stand-in)');

  // She pays: Stripe's signed notice for her booking's session, 50.00 AED, then its return to the spa.
  await notifyPaid(admin.request, { bookingId: booking.id, fils: 5000, eventId: `evt_${id}`, paymentIntent: `pi_${id}` });
  await page.goto(`/booking?payment=paid&booking=${String(booking.id)}`);
  const thanks = page.getByTestId('payment-return');
  await expect(thanks).toContainText(en['booking.payment.paid.title'] ?? '');
  await expect(thanks).toContainText(en['booking.payment.paid.text'] ?? '');
  const chat = thanks.getByRole('link', { name: new RegExp(`^${en['booking.payment.paid.whatsapp'] ?? ''}`) });
  await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${business.whatsapp}\\?text=`));
  expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).toContain(String(booking.id));
  await expectAccessible(page, 'return from the payment page, paid');

  // The job confirms the payment: a pending request, its deposit paid and invoiced.
  await expect(async () => {
    const list = (await (await admin.request.get(`/api/admin/bookings?date=${date}&limit=100`)).json()) as { bookings: { id: number; status: string } }[];
    expect(list.find((b) => b.bookings.id === booking.id)?.bookings.status).toBe('pending');
    const money = (await (await admin.request.get(`/api/admin/bookings/${String(booking.id)}/payments`)).json()) as {
      payments: { amount: string; status: string; invoiceNumber?: string }[];
    };
    expect(money.payments).toEqual([expect.objectContaining({ amount: '50.00', status: 'paid', invoiceNumber: expect.stringMatching(/^INV-\d{6}$/) })]);
  }).toPass({ timeout: 30_000 });

  // In Arabic, the same terms in its words.
  await page.goto('/ar/booking');
  const select = page.getByRole('combobox', { name: ar['booking.form.service'] });
  await expect(select).toBeEnabled({ timeout: 30_000 });
  await select.selectOption(String(serviceId));
  await expect(page.getByRole('region', { name: ar['booking.deposit.heading'] })).toContainText(
    fill(ar['booking.deposit.due'], { amount: '50.00 د.إ' }),
  );
  await admin.close();
});
