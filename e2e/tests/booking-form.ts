import { expect, type Locator, type Page } from '@playwright/test';

// The public booking form driven as a guest drives it, for the specs that need a booking made through the
// page itself (the manage page's flow): choose, fill, pick a day and a time, send.

export interface Guest {
  name: string;
  email: string;
  phone: string;
}

/** Chooses the option of a <select> whose text matches. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  const text = await select
    .getByRole('option', { name: option, ...(typeof option === 'string' ? { exact: true } : {}) })
    .textContent();
  await select.selectOption({ label: text ?? '' });
}

/**
 * The words of a booking date picker: its button's name, its popover's, its next-month button's, and the locale its
 * month heading is written in ('ديسمبر 2026' in Arabic, with Western digits as the app writes them).
 */
export interface PickerWords {
  button: RegExp;
  dialog: string;
  nextMonth: string;
  locale?: string;
}

/** The booking page's picker; the manage page's is the same component with its own words. */
export const bookingPicker: PickerWords = { button: /^Preferred Date/, dialog: 'Choose your booking date', nextMonth: 'Go to the Next Month' };

/** 'December 2026' for '2026-12-22': the month a date picker's heading names, in `locale`. */
function monthOf(date: string, locale = 'en-US'): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * Turns the open date picker `dialog` to the month of `date`. It reads the month the picker shows before and after
 * each turn of the page: a day looked for before the calendar has drawn (the picker loads on the first click) or
 * while it turns would send it months too far.
 */
export async function showMonth(dialog: Locator, words: PickerWords, date: string): Promise<void> {
  const shown = dialog.getByRole('status');
  await expect(shown).toHaveText(/^\S+ \d{4}$/);
  const month = monthOf(date, words.locale);
  for (let i = 0; i < 4 && (await shown.textContent()) !== month; i++) {
    const before = (await shown.textContent()) ?? '';
    await dialog.getByRole('button', { name: words.nextMonth }).click();
    await expect(shown).not.toHaveText(before);
  }
  await expect(shown).toHaveText(month);
}

/** Opens a booking date picker and shows the month of `date` (showMonth); returns the popover. */
export async function openPickerAt(page: Page, words: PickerWords, date: string) {
  await page.getByRole('button', { name: words.button }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await showMonth(dialog, words, date);
  return dialog;
}

/** Picks `date` (YYYY-MM-DD) on a booking date picker. */
export async function pickDate(page: Page, date: string, words: PickerWords = bookingPicker): Promise<void> {
  const dialog = await openPickerAt(page, words, date);
  await dialog.locator(`[data-day="${date}"] button`).click();
  await expect(dialog).toBeHidden();
}

/** The first of `times` ('2:00 PM', …) the form's time list offers as free; a taken time's option says why. */
async function firstFreeTime(page: Page, times: readonly string[]): Promise<string> {
  const select = page.getByRole('combobox', { name: 'Preferred Time' });
  for (const time of times) {
    if ((await select.getByRole('option', { name: time, exact: true }).count()) > 0) return time;
  }
  throw new Error(`none of ${times.join(', ')} is free`);
}

/** A booking as the form takes it: the time as the form lists it ('2:00 PM'; of a list, the first that is free). */
export interface FormBooking {
  serviceName: string;
  date: string;
  time: string | readonly string[];
  preference?: string;
  /** A package's or membership's code, typed in its field. */
  code?: string;
  guest: Guest;
}

/**
 * Fills /booking as a guest does: `serviceName` on `date` at `time` with `preference` ('Any therapist',
 * 'Female therapist', …) and `code`, ready to send. WhatsApp is on the internet: the chat window the form opens is
 * answered here.
 */
export async function fillBookingForm(page: Page, booking: FormBooking): Promise<void> {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>WhatsApp</p>' }),
    );
  await page.goto('/booking');
  await expect(page.getByRole('combobox', { name: 'Select Service' })).toBeEnabled({ timeout: 30_000 });
  await choose(page, 'Select Service', new RegExp(booking.serviceName));
  if (booking.preference) await choose(page, 'Therapist preference', booking.preference);
  await page.getByLabel('Full Name').fill(booking.guest.name);
  await page.getByLabel('Email Address').fill(booking.guest.email);
  await page.getByLabel('Phone Number').fill(booking.guest.phone);
  await pickDate(page, booking.date);
  await expect(page.getByText(/of 13 times are free on this day/)).toBeVisible();
  await choose(page, 'Preferred Time', typeof booking.time === 'string' ? booking.time : await firstFreeTime(page, booking.time));
  if (booking.code !== undefined) await page.getByLabel('Package or membership code (optional)').fill(booking.code);
}

/** Books through /booking (fillBookingForm) and returns the booking's id from the server's answer. */
export async function bookThroughForm(page: Page, booking: FormBooking): Promise<number> {
  await fillBookingForm(page, booking);
  const chat = page.context().waitForEvent('page');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Booking Request' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByText('Booking Request Sent!')).toBeVisible();
  await (await chat).close();
  return ((await response.json()) as { id: number }).id;
}
