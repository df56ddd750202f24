import type { Page, TestInfo } from '@playwright/test';

import { bookingPicker, openPickerAt } from './booking-form';
import { expect, expectAccessible, logIn, placeShown, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// The calendar's room and week views, and room blocks (maintenance) added from the calendar. These tests
// take days of their own, 20–27 days ahead (desktop 20–23, phone 24–27), which no other spec uses:
// manage.spec books 10–17, booking.spec 30–79, admin.spec 40–80, calendar.spec 81–90.

const massage = { id: 7, name: 'Swedish Relaxation Massage' };

/** This test's own day: `slot` 0–3, 20–23 days ahead on desktop, 24–27 on the phone. */
function ownDay(testInfo: TestInfo, slot: number): string {
  return addDays(dubaiToday(), 20 + slot + (testInfo.project.name.endsWith('phone') ? 4 : 0));
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith('phone');

/** '2:00 PM' */
function formatTime12(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${String(h % 12 === 0 ? 12 : h % 12)}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'Monday, December 21' (the week view's column label, the phone list's day heading without the year). */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

async function openCalendar(page: Page, date: string) {
  await page.goto('/admin?tab=calendar');
  await expect(placeShown(page, 'Calendar')).toBeVisible();
  await page.getByLabel('Calendar date').fill(date);
}

/** A pending booking through the public API; its id. */
async function book(page: Page, date: string, time: string, name: string, serviceId = massage.id): Promise<number> {
  const response = await page.request.post('/api/bookings', {
    data: { serviceId, customerName: name, customerEmail: `rb.${String(Date.now())}.${String(Math.random()).slice(2, 8)}@example.ae`, customerPhone: '+971501112255', bookingDate: date, bookingTime: time },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

interface Calendar {
  bookings: { id: number; roomId: number | null; start: string }[];
  rooms: { id: number; name: string; kind: string; active: boolean }[];
}

async function calendarOf(page: Page, date: string): Promise<Calendar> {
  return (await (await page.request.get(`/api/admin/calendar?date=${date}`)).json()) as Calendar;
}

test.describe('calendar room and week views', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a booking shows in its room's column, and on its day in the week", async ({ page }, testInfo) => {
    const date = ownDay(testInfo, 0);
    const name = `Rania Rooms ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;
    await logIn(page);
    const id = await book(page, date, '15:00', name);
    const room = await (async () => {
      const cal = await calendarOf(page, date);
      const roomId = cal.bookings.find((b) => b.id === id)?.roomId;
      return cal.rooms.find((r) => r.id === roomId)?.name ?? '';
    })();
    expect(room).not.toBe('');

    await openCalendar(page, date);
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Rooms', exact: true })).toHaveAttribute('aria-pressed', 'true');
    if (isPhone(testInfo)) {
      // The phone's day is a list by time; each booking says its room.
      const item = page.getByRole('list', { name: 'Bookings by time' }).getByRole('button', { name: new RegExp(name) });
      await expect(item).toContainText(room);
      await expect(item).toContainText('3:00 PM');
    } else {
      const grid = page.getByRole('region', { name: 'Day calendar by room' });
      await expect(grid.locator(`[data-column="${room}"]`).getByRole('button', { name: new RegExp(name) })).toBeVisible();
      // Only in its own room's column.
      await expect(grid.getByRole('button', { name: new RegExp(name) })).toHaveCount(1);
    }
    await expectAccessible(page, 'calendar day by room');

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
    if (isPhone(testInfo)) {
      const list = page.getByRole('list', { name: 'Bookings by time' });
      const item = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(name) }) });
      await expect(item).toBeVisible();
      // The week's list is grouped by day: the nearest day heading at or above the booking is its day's.
      const heading = await item.evaluate((li) => {
        for (let at: Element | null = li; at; at = at.previousElementSibling) {
          const h = at.querySelector('h3');
          if (h) return h.textContent;
        }
        return null;
      });
      expect(heading).toBe(`${dayLabel(date)}, ${date.slice(0, 4)}`);
    } else {
      const grid = page.getByRole('region', { name: 'Week calendar' });
      await expect(grid.locator(`[data-column="${dayLabel(date)}"]`).getByRole('button', { name: new RegExp(name) })).toBeVisible();
      await expect(grid.getByRole('button', { name: new RegExp(name) })).toHaveCount(1);
    }
    await expectAccessible(page, 'calendar week');
  });
});

test.describe('room blocks', () => {
  test.describe.configure({ timeout: 180_000 });

  test('blocking the only room a treatment can take: the booking page no longer offers that time; the block is deleted again', async ({
    page,
  }, testInfo) => {
    const date = ownDay(testInfo, 1);
    // A couples treatment takes the couple suite, the spa's only couple room.
    const services = (await (await page.request.get('/api/services')).json()) as { id: number; name: string; category: string; duration: number }[];
    const couples = services.find((s) => s.category === 'Couples Packages');
    if (!couples) throw new Error('no couples treatment in the demo services');
    const availability = async () =>
      ((await (await page.request.get(`/api/availability?date=${date}&serviceId=${String(couples.id)}`)).json()) as {
        slots: { time: string; available: boolean; reason?: string }[];
      }).slots;
    const free = (await availability()).filter((s) => s.available);
    const time = free[0]?.time;
    if (!time) throw new Error(`no free couples time on ${date}`);
    const [h] = time.split(':').map(Number) as [number];
    const until = `${String(h + 1).padStart(2, '0')}:00`;

    await logIn(page);
    const cal = await calendarOf(page, date);
    const suite = cal.rooms.find((r) => r.kind === 'couple' && r.active);
    if (!suite) throw new Error('no couple suite');
    await openCalendar(page, date);
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    await page.getByRole('button', { name: 'Add room block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Room Block' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Room').selectOption({ label: suite.name });
    await expect(dialog.getByLabel('Start date')).toHaveValue(date);
    await expect(dialog.getByLabel('End date')).toHaveValue(date);
    await dialog.getByLabel('From').fill(time);
    await dialog.getByLabel('To').fill(until);
    const note = `Steam repair ${testInfo.project.name}`;
    await dialog.getByLabel('Note').fill(note);
    await expectAccessible(page, 'add room block dialog');
    // The keyboard sends the form: Enter in the note.
    await dialog.getByLabel('Note').press('Enter');
    await expect(page.getByText('Room Blocked', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const blockName = new RegExp(`^Blocked: ${note}, ${formatTime12(time)} – ${formatTime12(until)}`);
    if (isPhone(testInfo)) {
      await expect(page.getByRole('region', { name: 'Room blocks' }).getByText(`${suite.name} · Blocked: ${note}`)).toBeVisible();
    } else {
      await expect(page.getByRole('region', { name: 'Day calendar by room' }).locator(`[data-column="${suite.name}"]`).getByRole('button', { name: blockName })).toBeVisible();
    }
    await expect(page.getByText('Room Blocked', { exact: true })).toBeHidden();
    await expectAccessible(page, 'room view with a room block');

    // The visitor's booking page: that time is no longer offered for the couples treatment.
    expect((await availability()).find((s) => s.time === time)).toMatchObject({ available: false, reason: 'full' });
    await page.goto('/booking');
    await expect(page.getByRole('combobox', { name: 'Select Service' })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Select Service' }).selectOption(String(couples.id));
    const picker = await openPickerAt(page, bookingPicker, date);
    const day = picker.locator(`[data-day="${date}"] button`);
    const answered = page.waitForResponse((r) => r.url().includes('/api/availability?') && r.url().includes(`date=${date}`));
    await day.click();
    await answered;
    const times = page.getByRole('combobox', { name: 'Preferred Time' });
    await expect(times.getByRole('option', { name: `${formatTime12(time)} — Fully booked` })).toBeDisabled();
    await expectAccessible(page, 'booking page with the blocked time');

    // The manager deletes the block (after confirming); the time is offered again.
    await openCalendar(page, date);
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    // On the phone the list's Delete button; on the grid the block opens its dialog, which has Delete.
    const mark = isPhone(testInfo)
      ? page.getByRole('button', { name: `Delete the block of ${suite.name}, ${formatTime12(time)} – ${formatTime12(until)}` })
      : page.getByRole('region', { name: 'Day calendar by room' }).getByRole('button', { name: blockName });
    await mark.click();
    if (!isPhone(testInfo)) await page.getByRole('dialog', { name: 'Change Room Block' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Room Block' });
    await expect(confirm).toContainText(`${suite.name}: Blocked: ${note}`);
    await expectAccessible(page, 'confirm deleting a room block');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Room Block Deleted', { exact: true })).toBeVisible();
    await expect(mark).toBeHidden();
    expect((await availability()).find((s) => s.time === time)?.available).toBe(true);
  });

  test('the manager cannot move a booking into a blocked room, nor block a room over a booking', async ({ page }, testInfo) => {
    const date = ownDay(testInfo, 2);
    const name = `Huda Blocked ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;
    await logIn(page);
    const id = await book(page, date, '16:00', name);
    const cal = await calendarOf(page, date);
    const booked = cal.bookings.find((b) => b.id === id);
    const other = cal.rooms.find((r) => r.kind === 'single' && r.active && r.id !== booked?.roomId);
    const own = cal.rooms.find((r) => r.id === booked?.roomId);
    if (!other || !own) throw new Error('rooms');

    // Another room blocked all afternoon, through the dialog's whole-day choice on that room.
    await openCalendar(page, date);
    await page.getByRole('button', { name: 'Add room block' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Room Block' });
    await dialog.getByLabel('Room').selectOption({ label: other.name });
    await dialog.getByLabel('Whole day').check();
    await expect(dialog.getByLabel('From')).toBeHidden();
    await dialog.getByLabel('Note').fill('Deep clean');
    await dialog.getByRole('button', { name: 'Add Room Block' }).click();
    await expect(page.getByText('Room Blocked', { exact: true })).toBeVisible();

    // Blocking the booking's own room then is refused, the booking named; nothing is stored.
    await page.getByRole('button', { name: 'Add room block' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Room Block' });
    await dialog.getByLabel('Room').selectOption({ label: own.name });
    await dialog.getByLabel('From').fill('15:30');
    await dialog.getByLabel('To').fill('16:30');
    await dialog.getByRole('button', { name: 'Add Room Block' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `1 booking holds the room then: #${String(id)} ${name} on ${date} at 16:00. Move or cancel it first.`,
    );
    await expect(page.getByText('Login Successful')).toBeHidden();
    await expectAccessible(page, 'room block refused over a booking');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The booking's panel: moving it into the blocked room is refused with the block named.
    const block = isPhone(testInfo)
      ? page.getByRole('list', { name: 'Bookings by time' }).getByRole('button', { name: new RegExp(name) })
      : page.getByRole('region', { name: 'Day calendar by therapist' }).getByRole('button', { name: new RegExp(name) });
    await block.click();
    const panel = page.getByRole('dialog', { name });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Room').selectOption(String(other.id));
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`${other.name} is blocked from ${date} 00:00 to`)).toBeVisible();
    await expectAccessible(page, 'move into a blocked room refused');
    const after = await calendarOf(page, date);
    expect(after.bookings.find((b) => b.id === id)?.roomId).toBe(own.id);
  });

  test("the manager changes a block's end: the freed time is offered on the booking page again; a block over two days stays whole", async ({
    page,
  }, testInfo) => {
    const date = ownDay(testInfo, 3);
    const dayBefore = ownDay(testInfo, 2);
    const services = (await (await page.request.get('/api/services')).json()) as { id: number; name: string; category: string }[];
    const couples = services.find((s) => s.category === 'Couples Packages');
    if (!couples) throw new Error('no couples treatment in the demo services');
    const availability = async () =>
      ((await (await page.request.get(`/api/availability?date=${date}&serviceId=${String(couples.id)}`)).json()) as {
        slots: { time: string; available: boolean; reason?: string }[];
      }).slots;
    const hour = (t: string, add: number) => `${String(Number(t.slice(0, 2)) + add).padStart(2, '0')}:${t.slice(3)}`;
    // Two free couples times an hour apart: the block will first take both, then only the first.
    const free = new Set((await availability()).filter((s) => s.available).map((s) => s.time));
    const time = [...free].find((t) => free.has(hour(t, 1)));
    if (!time) throw new Error(`no two free couples times an hour apart on ${date}`);
    const freed = hour(time, 1);

    await logIn(page);
    const suite = (await calendarOf(page, date)).rooms.find((r) => r.kind === 'couple' && r.active);
    if (!suite) throw new Error('no couple suite');
    const note = `Refit ${testInfo.project.name}`;
    // A retry finds its own block of the first try: gone first.
    const left = (await (await page.request.get(`/api/admin/room-blocks?from=${dayBefore}&to=${date}`)).json()) as { id: number; note: string }[];
    for (const b of left.filter((b) => b.note === note)) await page.request.delete(`/api/admin/room-blocks/${String(b.id)}`);
    // The block runs from 9 PM the day before into the day: the calendar of the day has only its part.
    const laid = await page.request.post('/api/admin/room-blocks', {
      data: { roomId: suite.id, start: `${dayBefore}T21:00`, end: `${date}T${hour(time, 2)}`, note },
    });
    expect(laid.status(), await laid.text()).toBe(201);
    const blockId = ((await laid.json()) as { id: number }).id;
    expect((await availability()).find((s) => s.time === freed)).toMatchObject({ available: false, reason: 'full' });

    await openCalendar(page, date);
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    const dayPart = `12:00 AM – ${formatTime12(hour(time, 2))}`;
    const opener = isPhone(testInfo)
      ? page.getByRole('region', { name: 'Room blocks' }).getByRole('button', { name: `Edit the block of ${suite.name}, ${dayPart}` })
      : page.getByRole('region', { name: 'Day calendar by room' }).locator(`[data-column="${suite.name}"]`).getByRole('button', { name: new RegExp(`^Blocked: ${note}, ${dayPart}`) });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Change Room Block' });
    // Prefilled from the whole block, not the day's part.
    await expect(dialog.getByLabel('Start date')).toHaveValue(dayBefore);
    await expect(dialog.getByLabel('From')).toHaveValue('21:00');
    await expect(dialog.getByLabel('End date')).toHaveValue(date);
    await expect(dialog.getByLabel('To')).toHaveValue(hour(time, 2));
    await expect(dialog.getByLabel('Room')).toHaveValue(String(suite.id));
    await expect(dialog.getByLabel('Note')).toHaveValue(note);
    await expect(dialog.getByLabel('Whole day')).not.toBeChecked();
    await expectAccessible(page, 'change room block dialog');

    await dialog.getByLabel('To').fill(freed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Room Block Changed', { exact: true })).toBeVisible();
    await expect(page.getByText(`${suite.name} is blocked from ${dayBefore} at 9:00 PM to ${date} at ${formatTime12(freed)}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Focus is back on what opened the dialog, which now says the new end.
    const changedPart = `12:00 AM – ${formatTime12(freed)}`;
    const reopened = isPhone(testInfo)
      ? page.getByRole('button', { name: `Edit the block of ${suite.name}, ${changedPart}` })
      : page.getByRole('region', { name: 'Day calendar by room' }).getByRole('button', { name: new RegExp(`^Blocked: ${note}, ${changedPart}`) });
    await expect(reopened).toBeFocused();
    const stored = (await (await page.request.get(`/api/admin/room-blocks?from=${date}&to=${date}`)).json()) as { id: number; start: string; end: string }[];
    expect(stored.find((b) => b.id === blockId)).toMatchObject({ start: `${dayBefore}T21:00`, end: `${date}T${freed}` });

    // The visitor's booking page offers the freed hour again; the hour still blocked stays fully booked.
    await page.goto('/booking');
    await expect(page.getByRole('combobox', { name: 'Select Service' })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Select Service' }).selectOption(String(couples.id));
    const picker = await openPickerAt(page, bookingPicker, date);
    const day = picker.locator(`[data-day="${date}"] button`);
    const answered = page.waitForResponse((r) => r.url().includes('/api/availability?') && r.url().includes(`date=${date}`));
    await day.click();
    await answered;
    const times = page.getByRole('combobox', { name: 'Preferred Time' });
    await expect(times.getByRole('option', { name: formatTime12(freed), exact: true })).toBeEnabled();
    await expect(times.getByRole('option', { name: `${formatTime12(time)} — Fully booked` })).toBeDisabled();

    // The dialog's Delete asks first; cancelled, the dialog is still there; confirmed, the block is gone.
    await openCalendar(page, date);
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    await reopened.click();
    await expect(dialog.getByLabel('To')).toHaveValue(freed);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Room Block' });
    // It asks about the whole block, not the day's part.
    await expect(confirm).toContainText(`${suite.name}: Blocked: ${note}, from ${dayBefore} at 9:00 PM to ${date} at ${formatTime12(freed)}.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Room Block Deleted', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add room block' })).toBeFocused();
    expect((await availability()).find((s) => s.time === time)?.available).toBe(true);
  });
});
