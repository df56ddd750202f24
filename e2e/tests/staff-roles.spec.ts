import { adminSession, expect, expectAccessible, logIn, test } from './fixtures';
import { addStaffAccount, bookThroughApi } from './api-booking';

// The dashboard by role (docs/product.md, Admin dashboard): a receptionist's account, opened by the owner,
// confirms a booking, sees none of the money places nor the money cards, and a money place opened by its
// URL says it is not available for her role; the owner's Activity place then shows her confirmation.

test.describe('a receptionist', () => {
  test.describe.configure({ timeout: 120_000 });

  test('confirms a booking, sees no Income, Reports or money cards, is told Income is not for her role; the owner sees it in Activity', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'sqlite-desktop', 'width and engine do not matter here: the desk on SQLite alone');
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const guest = { name: `Desk Guest ${id}`, email: `desk.guest.${id}@example.ae` };
    await bookThroughApi(page.request, guest);

    // The owner opens her account through the accounts API.
    const desk = { name: `Rania ${id}`, email: `rania.${id}@palm-pearl.example`, password: `front desk ${id} password` };
    await adminSession(page);
    await addStaffAccount(page.request, { ...desk, role: 'reception' });

    await logIn(page, desk);
    await expect(page.getByRole('banner')).toContainText(`Signed in as ${desk.name}`);

    await page.getByLabel('Search bookings').fill(guest.email);
    await page.getByRole('button', { name: `Confirm booking of ${guest.name}` }).click();
    await expect(page.getByText('Booking Updated', { exact: true })).toBeVisible();

    const side = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    await expect(side.getByRole('link', { name: /^Bookings/ })).toBeVisible();
    await expect(side.getByRole('link', { name: /^Income/ })).toHaveCount(0);
    await expect(side.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await expect(page.getByTestId('overview-cards')).toHaveCount(0);

    await page.goto('/admin?tab=income');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Income is not available for your role' }) });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Go to Today' })).toBeVisible();
    await expectAccessible(page, 'a place not available for the role');

    // The owner's Activity place names who confirmed it.
    await logIn(page);
    await page.goto('/admin?tab=activity');
    await page.getByLabel('Person', { exact: true }).selectOption(desk.name);
    const list = page.getByRole('list', { name: 'Activity, newest first' });
    await expect(list.getByRole('listitem').filter({ hasText: `${desk.name} status bookings #` }).first()).toBeVisible();
    await expectAccessible(page, 'the Activity place');
  });
});
