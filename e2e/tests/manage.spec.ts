import type { Page, TestInfo } from '@playwright/test';

import { business } from '../playwright.config';
import { bookThroughForm, openPickerAt, pickDate, type Guest } from './booking-form';
import { adminSession, expect, expectAccessible, logIn, openPlace, outboxMessage, placeLink, placeShown, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// The guest's manage page (docs/product.md, Manage a booking): the guest books through the public form, and
// the link of their e-mail is read from the dashboard's outbox, the rendered message exactly as it would be
// sent (the test servers have no mail server: the messages are written, not sent).
// The servers run with DAYSPA_CHANGE_CUTOFF=72h. Each project books its own days, 10–17 days ahead (and
// tomorrow), which no other spec uses: booking.spec takes 30–79, admin.spec 40–80 and calendar.spec 81–90,
// where it closes days.

const service = { id: 7, name: 'Swedish Relaxation Massage' };

/** 'Sunday, November 29, 2026', as the page (and the booking page, and the e-mails) write a day. */
function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The manage page's date picker: the booking page's, with its own words. */
const managePicker = { button: /^New date/, dialog: 'Choose the new date', nextMonth: 'Go to the Next Month' };

const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now()}`;

const guest = (testInfo: TestInfo): Guest => ({
  name: 'Mariam Guest',
  email: `mariam.${unique(testInfo)}@example.ae`,
  phone: '+971 50 765 4321',
});

/** A day as the dashboard's lists write it: '2026-11-28' -> '28 Nov 2026'. */
function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1] ?? '';
  return `${String(d)} ${month} ${String(y)}`;
}

async function book(page: Page, date: string, time: string, testInfo: TestInfo): Promise<number> {
  const response = await page.request.post('/api/bookings', {
    data: {
      serviceId: service.id,
      customerName: 'Mariam Guest',
      customerEmail: `mariam.${unique(testInfo)}@example.ae`,
      customerPhone: '+971 50 765 4321',
      bookingDate: date,
      bookingTime: time,
      specialRequests: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The manage link of the booking's 'request received' e-mail, from the dashboard's outbox preview. */
async function manageLink(page: Page, bookingId: number): Promise<string> {
  const message = await outboxMessage(page, bookingId, 'request_received');
  expect(message.note).toBe('not sent: no mail server configured');
  const match = /https?:\/\/[^\s]+(\/booking\/manage\/[A-Za-z0-9_-]{32})/.exec(message.text);
  expect(match, message.text).not.toBeNull();
  return match?.[1] ?? '';
}

const detail = (page: Page, term: string) => page.getByTestId(`manage-${term}`);

/**
 * `from`, or the day after it when a female therapist cannot take the service at `time` on `from`: the demo
 * team's one female masseuse of the mornings has a day off a week, and the test's day moves through the week
 * with the date it runs on.
 */
async function femaleFreeAt(page: Page, from: string, time: string): Promise<string> {
  const response = await page.request.get(`/api/availability?date=${from}&serviceId=${service.id}&preference=female`);
  expect(response.status(), await response.text()).toBe(200);
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
  const slot = slots.find((s) => s.time === time);
  expect(slot, `${time} on ${from}`).toBeDefined();
  return slot?.available ? from : addDays(from, 1);
}

test.describe('manage page', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest opens the link of their e-mail, reschedules, then cancels', async ({ page }, testInfo) => {
    const offset = testInfo.project.name.endsWith('phone') ? 13 : 10;
    const day = await femaleFreeAt(page, addDays(dubaiToday(), offset), '10:00');
    const next = addDays(day, 1);
    const who = guest(testInfo);
    const id = await bookThroughForm(page, {
      serviceName: service.name,
      date: day,
      time: '10:00 AM',
      preference: 'Female therapist',
      guest: who,
    });
    await adminSession(page);
    const link = await manageLink(page, id);

    const response = await page.goto(link);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Booking' })).toBeVisible();
    await expect(detail(page, 'treatment')).toContainText(service.name);
    await expect(detail(page, 'date')).toHaveText(longDate(day));
    await expect(detail(page, 'time')).toContainText('10:00 AM');
    await expect(detail(page, 'status')).toHaveText('Awaiting confirmation');
    await expect(page.getByRole('main').getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
    await expect(page.getByRole('main').getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute('href', `https://wa.me/${business.whatsapp}`);
    await expectAccessible(page, 'with the booking');

    // Reschedule to 2:00 PM the next day, picked on the booking page's calendar.
    await pickDate(page, next, managePicker);
    await expect(page.getByRole('button', { name: managePicker.button })).toHaveText(longDate(next));
    const time = page.getByRole('combobox', { name: 'New time' });
    await expect(time.getByRole('option', { name: '2:00 PM', exact: true })).toBeAttached();
    await time.selectOption('14:00');
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your booking is moved to' })).toHaveText(
      `Your booking is moved to ${longDate(next)} at 2:00 PM.`,
    );
    await expect(detail(page, 'date')).toHaveText(longDate(next));
    await expect(detail(page, 'time')).toContainText('2:00 PM');
    await expectAccessible(page, 'after the move');

    // The dashboard's calendar and list show the new time.
    const calendar = (await (await page.request.get(`/api/admin/calendar?date=${next}`)).json()) as {
      bookings: { id: number; start: string }[];
    };
    expect(calendar.bookings.find((b) => b.id === id)?.start).toBe('14:00');
    const old = (await (await page.request.get(`/api/admin/calendar?date=${day}`)).json()) as { bookings: { id: number }[] };
    expect(old.bookings.some((b) => b.id === id)).toBe(false);
    const outbox = (await (await page.request.get('/api/admin/outbox?limit=100')).json()) as { id: number; bookingId: number; kind: string }[];
    const changed = outbox.find((m) => m.bookingId === id && m.kind === 'changed');
    expect(changed, `changed message of booking ${id}`).toBeDefined();
    // The guest asked for a female therapist on the form: the move kept it, and the e-mail says so.
    const changedPreview = (await (await page.request.get(`/api/admin/outbox/${changed?.id ?? 0}`)).json()) as {
      preview: { text: string; html: string };
    };
    expect(changedPreview.preview.text).toContain('Your therapist preference is kept: Female therapist.');
    expect(changedPreview.preview.text).toContain('Therapist preference: Female therapist');
    await page.goto(`/admin?q=${encodeURIComponent(who.email)}`);
    const row = page.locator('[data-booking-id]').filter({ hasText: who.email }); // a row on a desk, a card on a phone
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shortDate(next));
    await expect(row).toContainText('2:00 PM');
    await expect(row).not.toContainText(shortDate(day));

    // Back on the guest's page.
    await page.goto(link);
    await expect(detail(page, 'time')).toContainText('2:00 PM');

    // Cancel, with a confirmation first.
    await page.getByRole('button', { name: 'Cancel my booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'cancelled' })).toHaveText('Your booking is cancelled.');
    await expect(detail(page, 'status')).toHaveText('Cancelled');
    await expect(detail(page, 'reason')).toHaveText('This booking is cancelled.');
    await expect(page.getByRole('button', { name: 'Move my booking' })).toHaveCount(0);
    await expectAccessible(page, 'after the cancellation');
  });

  test('after the cut-off the page refuses and shows the phone', async ({ page }, testInfo) => {
    // Tomorrow is always within the test servers' 72 hours. Other specs book tomorrow too (and a retry finds
    // its first attempt's booking), so any of a few hours will do.
    const id = await bookThroughForm(page, {
      serviceName: service.name,
      date: addDays(dubaiToday(), 1),
      time: testInfo.project.name.endsWith('phone')
        ? ['12:00 PM', '2:00 PM', '6:00 PM', '8:00 PM']
        : ['11:00 AM', '3:00 PM', '7:00 PM', '9:00 PM'],
      guest: guest(testInfo),
    });
    await adminSession(page);
    await page.goto(await manageLink(page, id));
    await expect(detail(page, 'reason')).toHaveText(
      `Changes online are possible until 72 hours before your appointment. Please call ${business.phone} or message us on WhatsApp at +${business.whatsapp}.`,
    );
    await expect(page.getByRole('button', { name: 'Move my booking' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel my booking' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: business.phone })).toBeVisible();
    await expectAccessible(page, 'after the cut-off');

    // A link that is not one: a clear message and the spa's contact, nothing else.
    await page.goto('/booking/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid or has expired. Please contact the spa to change your booking.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: business.phone })).toBeVisible();
    await expectAccessible(page, 'with a bad link');
  });
});

/** Every amount of money the page's main content shows ('AED 480.00', '480.00 د.إ'), as written. */
async function pricesOn(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').innerText();
  return [...text.matchAll(/AED\s*-?[\d,.]*\d|-?\d[\d,.]*\s*د\.إ/g)].map((m) => m[0]);
}

/** One money format per language: two decimals always, thousands grouped. */
const onePriceFormat = /^(AED -?\d{1,3}(,\d{3})*\.\d{2}|-?\d{1,3}(,\d{3})*\.\d{2} د\.إ)$/;

test.describe('manage page: the booking page’s date picker and prices', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the new date is picked on the booking page’s calendar, its full days greyed; prices read as on the booking page', async ({ page }, testInfo) => {
    const offset = testInfo.project.name.endsWith('phone') ? 14 : 11;
    const day = addDays(dubaiToday(), offset);
    const full = addDays(day, 2);
    const id = await book(page, day, testInfo.project.name.endsWith('phone') ? '17:00' : '18:00', testInfo);
    await adminSession(page);
    const link = await manageLink(page, id);

    // The server's month availability, for the booking's service and preference, with one day made full: the
    // calendar greys out what the answer says, as the booking page's does.
    const asked: URL[] = [];
    await page.route('**/api/availability/month?*', async (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      const response = await route.fetch();
      let body: { days: { date: string; available: boolean }[] };
      try {
        body = (await response.json()) as typeof body;
      } catch {
        // The page let go of the request (it asked for another month meanwhile): its answer is gone, nobody waits.
        await route.abort().catch(() => undefined);
        return;
      }
      await route.fulfill({
        response,
        json: { ...body, days: body.days.map((d) => (d.date === full ? { ...d, available: false } : d)) },
      });
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Booking' })).toBeVisible();
    await expect(detail(page, 'price')).toHaveText('AED 320.00');
    const managePrices = await pricesOn(page);
    expect(managePrices).toEqual(['AED 320.00']);

    const picker = page.getByRole('button', { name: managePicker.button });
    await expect(picker).toHaveText('Pick a date');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    const dialog = await openPickerAt(page, managePicker, full);
    await expect(dialog.locator(`[data-day="${full}"] button`)).toBeDisabled();
    await expect(dialog.locator(`[data-day="${addDays(day, 1)}"] button`)).toBeEnabled();
    const yesterday = dialog.locator(`[data-day="${addDays(dubaiToday(), -1)}"] button`);
    if ((await yesterday.count()) > 0) await expect(yesterday).toBeDisabled();
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) {
      expect(url.searchParams.get('serviceId')).toBe(String(service.id));
      expect(url.searchParams.get('preference')).toBe('any');
    }
    await expectAccessible(page, 'the manage page with its calendar open');
    await dialog.locator(`[data-day="${addDays(day, 1)}"] button`).click();
    await expect(dialog).toBeHidden();
    await expect(picker).toHaveText(longDate(addDays(day, 1)));
    await expect(picker).toBeFocused();
    await expectAccessible(page, 'the manage page with a new date picked');

    // The booking page writes its prices the same way.
    await page.goto('/booking');
    await expect(page.getByRole('region', { name: 'Popular Services' }).getByRole('listitem')).toHaveCount(3);
    const bookingPrices = await pricesOn(page);
    expect(bookingPrices.length).toBeGreaterThan(3);
    for (const price of [...managePrices, ...bookingPrices]) expect(price).toMatch(onePriceFormat);
    await page.goto(link.replace('/booking/manage/', '/ar/booking/manage/'));
    await expect(detail(page, 'price')).toHaveText('320.00 د.إ');
    for (const price of await pricesOn(page)) expect(price).toMatch(onePriceFormat);
  });
});

test.describe('dashboard: sent e-mails and WhatsApp', () => {
  test.describe.configure({ timeout: 150_000 });

  test("the manager sees the guest's e-mail, not sent without a mail server, with its preview; and a WhatsApp link on the booking", async ({ page }, testInfo) => {
    const offset = testInfo.project.name.endsWith('phone') ? 17 : 16;
    const day = addDays(dubaiToday(), offset);
    await book(page, day, '16:00', testInfo);
    await logIn(page);

    await expect(await placeLink(page, /^Bookings \(\d+\), \d+ new$/)).toBeVisible();
    // A table row on a desk, a card on a phone: both carry the booking's number.
    const row = page.locator('[data-booking-id]').filter({ hasText: 'Mariam Guest' }).first();
    const chat = row.getByRole('link', { name: 'Message on WhatsApp to Mariam Guest' });
    const href = (await chat.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/971507654321\?text=/);
    expect(new URL(href).searchParams.get('text')).toContain(`Hello Mariam Guest, your ${service.name} at ${business.name} on`);

    // Sent e-mails from the navigation (on a phone, under More).
    await openPlace(page, 'Sent e-mails');
    await expect(placeShown(page, 'Sent e-mails')).toBeVisible();
    const messages = page.locator('[data-message-id]'); // rows on a desk, cards on a phone
    await expect(messages.getByText('not sent: no mail server configured').first()).toBeVisible();
    await expectAccessible(page, 'sent e-mails tab');
    await page.getByLabel('Status').selectOption('pending');
    const first = messages.first();
    await first.getByRole('button', { name: /^Preview message/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Message preview' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('pre')).toContainText(business.phone);
    // The HTML part, rendered as the guest's mail app shows it, in a frame with no permission: no script
    // runs there and its origin is opaque, so the dashboard's document is out of its reach.
    const frame = dialog.locator('iframe[title="The e-mail as the recipient sees it"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    const email = frame.contentFrame();
    await expect(email.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(email.getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
    await expect(email.getByText(business.name).first()).toBeVisible();
    expect(await frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument)).toBeNull();
    // axe cannot run inside a frame without scripts: the dialog is checked around it (the frame's title
    // included), and the e-mail's own document on a page of its own.
    await expectAccessible(page, 'message preview', ['iframe[sandbox=""]']);
    const mail = await page.context().newPage();
    await mail.setContent((await frame.getAttribute('srcdoc')) ?? '');
    await expect(mail.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(mail, 'the e-mail itself');
    await mail.close();
  });
});
