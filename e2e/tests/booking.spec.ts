import { createHash } from 'node:crypto';

import type { Page, TestInfo } from '@playwright/test';

// The browser's remembered consent, as the app writes and reads it: a new version of the notice's words moves both.
import { consentStorageKey, consentVersion } from '../../web/src/lib/consent';
import { business } from '../playwright.config';
import { pickDate } from './booking-form';
import { expect, expectAccessible, fakeWhatsApp, layoutShiftSoFar, test, watchLayoutShift } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// The booking page (docs/product.md, Booking page and Booking). Other specs and the other project write
// bookings into the same database and every slot holds 3 places, so each test books its own day: 30–54 days
// ahead on desktop, 55–79 on the phone.

const service = { id: 7, name: 'Swedish Relaxation Massage', price: '320.00', category: 'Massage Therapy' };

/** This test's own day: `slot` (0–24) is unique per test in this file. */
function bookingDay(testInfo: TestInfo, slot: number): string {
  const base = testInfo.project.name.endsWith('phone') ? 55 : 30;
  return addDays(dubaiToday(), base + slot);
}

/** 'December 05, 2026' */
function messageDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${String(d).padStart(2, '0')}, ${y}`;
}

const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${testInfo.testId.slice(0, 6)}-${Date.now()}`;

function visitor(testInfo: TestInfo) {
  const id = unique(testInfo);
  return {
    name: `Layla Booker ${id.slice(-6)}`,
    email: `Booker.${id}@Example.AE`,
    phone: '+971 (50) 123-4567',
  };
}

/** Opens the booking page and waits until the services are in (slow on a busy test machine). */
async function openBooking(page: Page, path = '/booking') {
  await page.goto(path);
  await expect(page.getByRole('combobox', { name: 'Select Service' })).toBeEnabled({ timeout: 30_000 });
}

const form = (page: Page) => page.getByRole('region', { name: 'Complete Your Booking' });

/** Chooses the option of a <select> whose text matches. */
async function choose(page: Page, label: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label });
  const text = await select
    .getByRole('option', { name: option, ...(typeof option === 'string' ? { exact: true } : {}) })
    .textContent();
  await select.selectOption({ label: text ?? '' });
}

async function openDatePicker(page: Page) {
  await page.getByRole('button', { name: /^Preferred Date/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your booking date' });
  await expect(dialog).toBeVisible();
  return dialog;
}


async function waitForTimes(page: Page) {
  await expect(page.getByText(/of 13 times are free on this day/)).toBeVisible();
}

async function fillVisitor(page: Page, who: { name: string; email: string; phone: string }) {
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Phone Number').fill(who.phone);
}

async function fillBooking(page: Page, who: { name: string; email: string; phone: string }, date: string, time: string) {
  await choose(page, 'Select Service', new RegExp(service.name));
  await fillVisitor(page, who);
  await pickDate(page, date);
  await waitForTimes(page);
  await choose(page, 'Preferred Time', time);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Send Booking Request' }).click();

/** The decoded text of a WhatsApp link. */
const whatsappText = (url: string) => new URL(url).searchParams.get('text') ?? '';

async function expectReset(page: Page) {
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Email Address')).toHaveValue('');
  await expect(page.getByLabel('Phone Number')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Select Service' })).toHaveText(/Choose a treatment/);
  await expect(page.getByRole('button', { name: /^Preferred Date/ })).toHaveText(/Pick a date/);
  await expect(page.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue('');
}

async function bookThroughApi(page: Page, date: string, time: string, testInfo: TestInfo, n: number) {
  const response = await page.request.post('/api/bookings', {
    data: {
      serviceId: service.id,
      customerName: `Slot Filler ${n}`,
      customerEmail: `filler-${n}-${unique(testInfo)}@example.ae`,
      customerPhone: `+97150123456${n % 10}`,
      bookingDate: date,
      bookingTime: time,
      specialRequests: '',
      totalAmount: 320,
    },
  });
  return response;
}

/** Books `time` of `date` until the spa's rooms or qualified therapists are all taken (the first 409). */
async function fillSlot(page: Page, date: string, time: string, testInfo: TestInfo) {
  for (let n = 1; n <= 8; n++) {
    const response = await bookThroughApi(page, date, time, testInfo, n);
    if (response.status() === 409) return n - 1;
    expect(response.status(), await response.text()).toBe(201);
  }
  throw new Error(`${date} ${time} still had room after 8 bookings`);
}

test.describe('booking page', () => {
  // Whole bookings with several axe-core passes: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ context }) => {
    await fakeWhatsApp(context);
  });

  test('shows the steps, the form, the sidebar and every service', { tag: '@page' }, async ({ page }) => {
    // The admin spec adds a service to the same database at any moment: count what this page was sent.
    const servicesResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/services');
    await openBooking(page);
    const serviceCount = ((await (await servicesResponse).json()) as unknown[]).length;
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Treatment' })).toBeVisible();
    await expect(page).toHaveTitle(/Book a Spa Treatment in Dubai/);

    const steps = page.getByRole('region', { name: 'How booking works' }).getByRole('listitem');
    await expect(steps).toHaveText([/Choose Service/, /Personal Details/, /Pick Date & Time/, /WhatsApp Confirm/]);

    await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Booking' })).toBeVisible();
    await expect(page.getByText(/within 15 minutes during business hours/).first()).toBeVisible();

    const popular = page.getByRole('region', { name: 'Popular Services' }).getByRole('listitem');
    await expect(popular).toHaveCount(3);
    await expect(popular.first()).toContainText('Signature Arabian Massage');
    await expect(popular.first()).toContainText('AED 450.00');
    await expect(popular.first()).toContainText('90 minutes');

    const contact = page.getByRole('region', { name: 'Contact Information' });
    await expect(contact.getByRole('link', { name: `Phone: ${business.phone}` })).toHaveAttribute('href', business.tel);
    await expect(contact.getByRole('link', { name: `Email: ${business.email}` })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${business.whatsapp}`);
    await expect(page.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: /Chat with Us/ })).toHaveAttribute(
      'href',
      `https://wa.me/${business.whatsapp}`,
    );

    const all = page.getByRole('region', { name: 'All Our Services' });
    await expect(all.getByRole('article')).toHaveCount(serviceCount);
    expect(serviceCount).toBeGreaterThanOrEqual(12);
    // No pixel id configured: no tracker at all.
    expect(await page.evaluate(() => 'snaptr' in window)).toBe(false);
    await expectAccessible(page, 'booking page');

    // Only active services can be chosen.
    const services = page.getByRole('combobox', { name: 'Select Service' });
    await expect(services.getByRole('option', { name: 'Summer Cooling Aloe Wrap — Unavailable' })).toBeDisabled();
    await expect(services.getByRole('option', { name: 'Swedish Relaxation Massage — AED 320.00 · 60 minutes' })).toBeEnabled();
  });

  test('?service=<id> preselects the service', { tag: '@page' }, async ({ page }) => {
    await openBooking(page, `/booking?service=${service.id}`);
    await expect(page.getByRole('combobox', { name: 'Select Service' })).toHaveValue(String(service.id));
  });

  test('each required field shows its message on an empty submit', { tag: '@page' }, async ({ page }) => {
    await openBooking(page);
    await submit(page);
    for (const message of [
      'Please select a service.',
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Please select a booking date.',
      'Please select a booking time.',
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await expect(page.getByRole('combobox', { name: 'Select Service' })).toHaveAccessibleDescription('Please select a service.');
    // Nothing was sent, no window was opened.
    expect(page.context().pages()).toHaveLength(1);
    await expectAccessible(page, 'with validation errors');

    // Scrolled, the navigation bar blurs over whatever passes beneath it. Its text stays legible over the
    // page's darkest parts: the green band of the title and the green Need Help card.
    for (const [what, under] of [
      ['the title band', page.getByRole('heading', { level: 1 })],
      ['the Need Help card', page.getByRole('heading', { name: 'Need Help?' })],
    ] as const) {
      await under.evaluate((element) => {
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 30);
      });
      await expect(page.getByRole('banner')).toHaveCSS('backdrop-filter', /blur/);
      await expectAccessible(page, `with validation errors, ${what} under the navigation bar`);
    }
  });

  test('the first HTML shows the title, the intro and the form, with nothing over them', { tag: '@page' }, async ({ browser, baseURL }) => {
    // What a phone paints before any script has run: the page as the server sends it.
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: test.info().project.use.viewport ?? null,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Treatment' })).toBeVisible();
    const intro = page.getByText('Choose your treatment, tell us when you would like to come');
    await expect(intro).toBeVisible();
    // Nothing lies over the intro (a full-screen spinner did, until the services had loaded).
    const box = await intro.boundingBox();
    expect(box).not.toBeNull();
    const atCentre = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.textContent ?? '',
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2] as const,
    );
    expect(atCentre).toContain('Choose your treatment');
    await expect(page.getByRole('region', { name: 'How booking works' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toBeVisible();
    // The form waits for the app: typed into before, its fields would be emptied when the app takes over.
    await expect(page.getByLabel('Full Name')).toBeDisabled();
    await context.close();
  });

  test('nothing moves when the services arrive', { tag: '@page' }, async ({ page }) => {
    await watchLayoutShift(page);
    // The services are held back until the app has started, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/services', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/booking');
    await expect(page.getByRole('status').filter({ hasText: 'Loading services' })).toBeAttached();
    await expect(page.getByRole('combobox', { name: 'Select Service' })).toBeDisabled();

    release();
    await expect(page.getByRole('combobox', { name: 'Select Service' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'All Our Services' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular Services' }).getByRole('listitem')).toHaveCount(3);
    // Cumulative layout shift: 0.01 is a tenth of what Google calls good (0.1).
    const shift = await layoutShiftSoFar(page);
    expect(shift).toBeLessThanOrEqual(0.01);
  });

  test('a full booking: saved, sent to WhatsApp, confirmed and the form reset', async ({ page, context, request }, testInfo) => {
    const who = visitor(testInfo);
    const date = bookingDay(testInfo, 0);
    await openBooking(page);

    await choose(page, 'Select Service', new RegExp(service.name));
    await fillVisitor(page, who);

    // The date picker: days before today in Dubai are disabled.
    const dialog = await openDatePicker(page);
    const yesterday = addDays(dubaiToday(), -1);
    const yesterdayButton = dialog.locator(`[data-day="${yesterday}"] button`);
    if ((await yesterdayButton.count()) > 0) await expect(yesterdayButton).toBeDisabled();
    // Today is open while it has a free time: late in the evening its last start has passed (the server's
    // month answer says which), and the picker greys it out as it does a full day.
    const today = dubaiToday();
    const month = (await (await request.get(`/api/availability/month?month=${today.slice(0, 7)}&serviceId=${String(service.id)}`)).json()) as {
      days: { date: string; available: boolean }[];
    };
    const todayButton = dialog.locator(`[data-day="${today}"] button`);
    if (month.days.find((d) => d.date === today)?.available) await expect(todayButton).toBeEnabled();
    else await expect(todayButton).toBeDisabled();
    await expectAccessible(page, 'with the date picker open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await pickDate(page, date);
    await waitForTimes(page);
    await choose(page, 'Preferred Time', '3:00 PM');

    const popupPromise = context.waitForEvent('page');
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
    await submit(page);
    const response = await responsePromise;
    expect(response.status()).toBe(201);

    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    // The spa's own number, as the server was configured (playwright.config.ts), never the build's placeholder.
    expect(new URL(popup.url()).pathname).toBe(`/${business.whatsapp}`);
    expect(popup.url()).toMatch(new RegExp(`^https://wa\\.me/${business.whatsapp}\\?text=`));
    const text = whatsappText(popup.url());
    expect(text).toContain('New Spa Booking Request');
    expect(text).toContain(`Name: ${who.name}`);
    expect(text).toContain(`Phone: ${who.phone}`);
    expect(text).toContain(`Service: ${service.name}`);
    expect(text).toContain(`Date: ${messageDate(date)}`);
    expect(text).toContain('Time: 3:00 PM');
    expect(text).toContain('Special Requests: None');
    const { id } = (await response.json()) as { id: number };
    expect(text).toContain(`\nBooking number: ${String(id)}\nEmail: ${who.email}\nTherapist preference: Any therapist`);

    await expect(page.getByText('Booking Request Sent!')).toBeVisible();
    await expect(
      page.getByText("Your booking request has been sent via WhatsApp. You'll receive confirmation shortly."),
    ).toBeVisible();
    await expectReset(page);
    await expectAccessible(page, 'after a booking');
  });

  for (const timezoneId of ['Asia/Tokyo', 'America/New_York']) {
    test.describe(`a visitor in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('books the day they clicked', async ({ page, context }, testInfo) => {
        const date = bookingDay(testInfo, timezoneId === 'Asia/Tokyo' ? 1 : 2);
        await openBooking(page);
        await fillBooking(page, visitor(testInfo), date, '11:00 AM');

        const popupPromise = context.waitForEvent('page');
        const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/bookings') && r.method() === 'POST');
        const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/bookings'));
        await submit(page);

        const body = (await requestPromise).postDataJSON() as Record<string, unknown>;
        expect(body.bookingDate).toBe(date);
        expect(body.bookingTime).toBe('11:00');
        expect(body.serviceId).toBe(service.id);
        expect(body.totalAmount).toBe(320);
        const response = await responsePromise;
        expect(response.status()).toBe(201);
        expect(((await response.json()) as { bookingDate: string }).bookingDate).toBe(date);

        const popup = await popupPromise;
        await popup.waitForURL(/^https:\/\/wa\.me\//);
        expect(whatsappText(popup.url())).toContain(`Date: ${messageDate(date)}`);
        await expect(page.getByText('Booking Request Sent!')).toBeVisible();
      });
    });
  }

  test('a full slot is shown disabled with its reason', async ({ page }, testInfo) => {
    const date = bookingDay(testInfo, 3);
    expect(await fillSlot(page, date, '14:00', testInfo)).toBeGreaterThan(0);

    await openBooking(page);
    await choose(page, 'Select Service', new RegExp(service.name));
    await pickDate(page, date);
    await waitForTimes(page);
    const times = page.getByRole('combobox', { name: 'Preferred Time' });
    await expect(times.getByRole('option', { name: '2:00 PM — Fully booked' })).toBeDisabled();
    // The 2:00 PM treatments end at 3:00 PM, and their rooms are cleaned until 3:15 PM.
    await expect(times.getByRole('option', { name: '3:00 PM — Fully booked' })).toBeDisabled();
    await expect(times.getByRole('option', { name: '4:00 PM', exact: true })).toBeEnabled();
    await expect(times.getByRole('option', { name: '9:00 PM', exact: true })).toBeEnabled();
    await expect(times.getByRole('option')).toHaveCount(14); // the placeholder and the 13 slots
    await expectAccessible(page, 'with a full slot');
  });

  test('a slot taken meanwhile (409): told so, everything kept, no WhatsApp', { tag: '@page' }, async ({ page, context }, testInfo) => {
    const who = visitor(testInfo);
    const date = bookingDay(testInfo, 4);
    await openBooking(page);
    await fillBooking(page, who, date, '10:00 AM');
    await page.getByLabel('Special Requests').fill('A quiet room, please.');

    const message = 'This time slot is no longer available. Please choose another time.';
    await page.route('**/api/bookings', (route) => route.fulfill({ status: 409, json: { message } }), { times: 1 });
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));
    const availabilityAgain = page.waitForRequest((r) => r.url().includes('/api/availability?'));

    await submit(page);
    await expect(page.getByText('Time Slot Unavailable')).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await availabilityAgain; // the times are asked again

    await expect(page.getByLabel('Full Name')).toHaveValue(who.name);
    await expect(page.getByLabel('Email Address')).toHaveValue(who.email);
    await expect(page.getByLabel('Phone Number')).toHaveValue(who.phone);
    await expect(page.getByLabel('Special Requests')).toHaveValue('A quiet room, please.');
    await expect(page.getByRole('combobox', { name: 'Select Service' })).toHaveValue(String(service.id));
    await expect(page.getByRole('button', { name: /^Preferred Date/ })).not.toHaveText(/Pick a date/);
    await expect(page.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue('10:00');
    // The tab readied for WhatsApp while the request ran is closed again without going anywhere.
    for (const popup of popups) {
      await expect.poll(() => popup.isClosed()).toBe(true);
      expect(popup.url()).not.toContain('wa.me');
    }
    await expectAccessible(page, 'after a 409');
  });

  test("a guest at the day's limit (429 without Retry-After): the server's message, everything kept, no WhatsApp", { tag: '@page' }, async ({ page, context }, testInfo) => {
    // These servers run with the limit off (the tests book for the same few guests); the Go tests send
    // the real fourth request. Here the page gets that answer as the server words it.
    const who = visitor(testInfo);
    const date = bookingDay(testInfo, 4);
    await openBooking(page);
    await fillBooking(page, who, date, '11:00 AM');
    const message =
      'You already have 3 pending booking requests for that day. Please call +971 4 000 0000 or message us on WhatsApp at +971529876543 to book more.';
    await page.route('**/api/bookings', (route) => route.fulfill({ status: 429, json: { message } }), { times: 1 });
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));

    await submit(page);
    await expect(page.getByText('Booking Failed')).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(who.name);
    await expect(page.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue('11:00');
    for (const popup of popups) {
      await expect.poll(() => popup.isClosed()).toBe(true);
      expect(popup.url()).not.toContain('wa.me');
    }
    await expectAccessible(page, 'after the guest limit');
  });

  test('the rate limit (429 with Retry-After) is a failure to save: the booking still goes to WhatsApp', { tag: '@page' }, async ({ page, context }, testInfo) => {
    const who = visitor(testInfo);
    const date = bookingDay(testInfo, 5);
    await openBooking(page);
    await fillBooking(page, who, date, '3:00 PM');
    await page.route(
      '**/api/bookings',
      (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '30' },
          json: { message: 'Too many requests. Please try again in a minute.' },
        }),
      { times: 1 },
    );
    const popupPromise = context.waitForEvent('page');
    await submit(page);
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    await expect(page.getByText('Booking Sent via WhatsApp')).toBeVisible();
    await expectReset(page);
  });

  test('server down: the booking still goes to WhatsApp', { tag: '@page' }, async ({ page, context }, testInfo) => {
    const who = visitor(testInfo);
    const date = bookingDay(testInfo, 5);
    await openBooking(page);
    await fillBooking(page, who, date, '4:00 PM');
    await page.getByLabel('Special Requests').fill('Extra towels & hot tea.');
    await page.route('**/api/bookings', (route) => route.abort('connectionrefused'));

    const popupPromise = context.waitForEvent('page');
    await submit(page);
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = whatsappText(popup.url());
    expect(text).toContain(`Name: ${who.name}`);
    expect(text).toContain(`Date: ${messageDate(date)}`);
    expect(text).toContain('Time: 4:00 PM');
    expect(text).toContain('Special Requests: Extra towels & hot tea.');
    expect(text).toContain('\nBooking number: none (not saved online)\n');

    await expect(page.getByText('Booking Sent via WhatsApp')).toBeVisible();
    await expect(page.getByText("Your booking request has been sent. You'll receive confirmation shortly.")).toBeVisible();
    await expectReset(page);
  });

  test('the ad tracker gets ADD_CART and PURCHASE with hashed contact details', async ({ page, context }, testInfo) => {
    // The server names a pixel id in the page's config block; the test stands in for Snap's script.
    await page.route(/\/booking(\?.*)?$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/"snapPixelId":"[^"]*"/, '"snapPixelId":"e2e-pixel"');
      expect(html).toContain('"snapPixelId":"e2e-pixel"');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    let snapScriptRequested = false;
    await context.route('https://sc-static.net/**', (route) => {
      snapScriptRequested = true;
      return route.abort();
    });
    await page.addInitScript(
      ({ key, version }) => {
        // The visitor accepted advertising under the notice's current words: without that the tracker gets
        // nothing (consent.spec.ts).
        localStorage.setItem(key, JSON.stringify({ analytics: false, advertising: true, version }));
        const calls: unknown[][] = [];
        Object.assign(window, {
          __snapCalls: calls,
          snaptr: (...args: unknown[]) => {
            calls.push(JSON.parse(JSON.stringify(args)) as unknown[]);
          },
        });
      },
      { key: consentStorageKey, version: consentVersion },
    );
    const calls = () => page.evaluate(() => (window as unknown as { __snapCalls: unknown[][] }).__snapCalls);

    const who = visitor(testInfo);
    const date = bookingDay(testInfo, 6);
    await openBooking(page);
    await expect.poll(async () => (await calls()).map((c) => c.slice(0, 2).join(' '))).toEqual([
      'init e2e-pixel',
      'track PAGE_VIEW',
    ]);

    await fillVisitor(page, who);
    await choose(page, 'Select Service', new RegExp(service.name));
    const email = who.email.trim().toLowerCase();
    const phone = who.phone.replace(/\D/g, '');
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

    await expect.poll(async () => (await calls()).find((c) => c[1] === 'ADD_CART')).toBeTruthy();
    const addCart = (await calls()).find((c) => c[1] === 'ADD_CART')?.[2] as Record<string, unknown>;
    expect(addCart).toMatchObject({
      price: 320,
      currency: 'AED',
      item_ids: [String(service.id)],
      item_category: service.category,
      number_items: 1,
      user_email: email,
      user_phone_number: phone,
      user_hashed_email: sha256(email),
      user_hashed_phone_number: sha256(phone),
    });
    expect(addCart.client_dedup_id).toEqual(expect.any(String));

    await pickDate(page, date);
    await waitForTimes(page);
    await choose(page, 'Preferred Time', '6:00 PM');
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/bookings'));
    const popupPromise = context.waitForEvent('page');
    await submit(page);
    const booking = (await (await responsePromise).json()) as { id: number };
    await (await popupPromise).waitForURL(/^https:\/\/wa\.me\//);

    await expect.poll(async () => (await calls()).find((c) => c[1] === 'PURCHASE')).toBeTruthy();
    const purchase = (await calls()).find((c) => c[1] === 'PURCHASE')?.[2] as Record<string, unknown>;
    expect(purchase).toMatchObject({
      price: 320,
      currency: 'AED',
      item_ids: [String(service.id)],
      number_items: 1,
      transaction_id: String(booking.id),
      user_hashed_email: sha256(email),
      user_hashed_phone_number: sha256(phone),
    });
    expect(purchase.client_dedup_id).not.toBe(addCart.client_dedup_id);
    expect(snapScriptRequested).toBe(false);
  });
});
