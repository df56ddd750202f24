import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';

import { ownerEmail } from '../playwright.config';
import { expect, expectAccessible, logIn, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// The admin login and dashboard (docs/product.md, Admin login, Admin dashboard, Admin access and sessions).
// Other specs write bookings and messages into the same database at the same time: every test works on
// its own customer, message or service, found by a unique name. The dashboard flows run on the desktop
// projects (the manager's tablet or desk); the phone projects check the login page.

const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name.split('-')[0]}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const desktopOnly = (isMobile: boolean | undefined) => {
  test.skip(isMobile === true, 'the dashboard flows run on the desktop projects');
};

const place = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Dashboard', exact: true }).getByRole('link', { name });

/** The number a stat card shows ("1,234" -> 1234). */
async function statValue(scope: Page | Locator, title: string): Promise<number> {
  const text = await scope.getByRole('group', { name: title, exact: true }).locator('[data-slot="stat-value"]').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** A pending booking of a unique customer, through the public API, on a free slot 40–80 days ahead. */
async function bookThroughApi(request: APIRequestContext, testInfo: TestInfo) {
  const services = (await (await request.get('/api/services')).json()) as {
    id: number;
    name: string;
    category: string;
    duration: number;
    price: string;
    isActive: boolean;
  }[];
  const service = services.find((s) => s.isActive && s.category !== 'Couples Packages' && s.duration <= 120);
  if (!service) throw new Error('no bookable service in the seed');
  const id = unique(testInfo);
  const customer = { name: `Admin Guest ${id}`, email: `admin.guest.${id}@example.ae` };
  const latestStart = Math.min(21, Math.floor((22 * 60 - service.duration) / 60));
  for (let attempt = 0; attempt < 10; attempt++) {
    const date = addDays(dubaiToday(), 40 + Math.floor(Math.random() * 41));
    const hour = 9 + Math.floor(Math.random() * (latestStart - 9 + 1));
    const response = await request.post('/api/bookings', {
      data: {
        serviceId: service.id,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: '+971 50 123 4567',
        bookingDate: date,
        bookingTime: `${String(hour).padStart(2, '0')}:00`,
        specialRequests: '',
        totalAmount: Number(service.price),
      },
    });
    if (response.status() === 409) continue; // that slot is full: another day
    expect(response.status(), await response.text()).toBe(201);
    return { customer, service, date, hour };
  }
  throw new Error('no free slot found in 10 tries');
}

test.describe('admin login page', () => {
  test('shows the e-mail, one password field with a show/hide toggle and Access Dashboard, accessibly (phone too)', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const email = page.getByLabel('E-mail', { exact: true });
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toHaveAttribute('type', 'email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    await expectAccessible(page, 'login page');
  });

  test("an empty password is 'Password Required'; a wrong one is 'Login Failed'", async ({ page, isMobile }) => {
    desktopOnly(isMobile); // one failed login per server run: the throttle counts them per client
    await page.goto('/admin/login');
    await page.getByLabel('Password', { exact: true }).fill('a password');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expectAccessible(page, 'login page with a missing e-mail');

    await page.getByLabel('E-mail', { exact: true }).fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Password Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter the admin password.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectAccessible(page, 'login page with a toast');
  });
});

test.describe('admin dashboard', () => {
  // Logging in, several views and an axe-core run on each take longer than the default.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(({ isMobile }) => {
    desktopOnly(isMobile);
  });

  test('logs in to the dashboard: top cards, every place with its count in its group, the top bar, accessible', async ({ page }) => {
    await logIn(page);
    for (const title of ['Total Invoice Amounts', 'Total Cash', 'Total Card']) {
      await expect(page.getByRole('group', { name: title, exact: true }).locator('[data-slot="stat-value"]')).toHaveText(/^AED \d[\d,]*\.\d{2}$/);
    }
    await expect(page.getByRole('group', { name: 'Total Bookings', exact: true }).locator('[data-slot="stat-value"]')).toHaveText(/^\d[\d,]*$/);

    // Every place the dashboard has, in its groups and order (the places without a count are visited by their own specs).
    const groups: [string, RegExp[]][] = [
      ['Today', [/^Today$/, /^Calendar$/, /^Bookings \(\d+\)(, \d+ new)?$/, /^Customers \(\d+\)$/, /^Messages \(\d+\), unread$/]],
      ['Menu and team', [/^Services \(\d+\)$/, /^Team & Rooms$/, /^Hours$/]],
      ['Website', [/^Blog \(\d+\)$/, /^Gallery$/, /^Team page$/, /^Reviews & FAQ$/]],
      ['Money', [/^Income \(\d+\)$/, /^Expenses$/, /^Deposits & fees$/, /^Gift cards & packages$/, /^Invoices$/, /^Reports$/]],
      ['System', [/^Sent e-mails$/, /^Staff accounts$/, /^Activity$/]],
      // Her own day's places need a therapist record linked to the account; the owner has none.
      ['Mine', [/^My account$/]],
    ];
    const nav = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    for (const [group, names] of groups) {
      const links = nav.getByRole('list', { name: group, exact: true }).getByRole('link');
      await expect(links).toHaveCount(names.length);
      for (const [i, name] of names.entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
    }
    await expect(place(page, /^Bookings/)).toHaveAttribute('aria-current', 'page');

    // The top bar: the spa's name, the person signed in and Logout.
    const bar = page.getByRole('banner');
    await expect(bar).toContainText('Signed in as Owner'); // the owner's account made at the first start
    await expect(bar.getByRole('button', { name: 'Logout' })).toBeVisible();

    await expect(page.getByRole('table', { name: 'Bookings, newest first' })).toBeVisible();
    await expect(page.getByText(/^Page \d+ of \d+$/)).toBeVisible();
    await expectAccessible(page, 'bookings tab');

    // The places work from the keyboard: Tab to the next, Enter opens it, the URL follows and the focus goes
    // to the place's heading.
    await place(page, /^Bookings/).focus();
    await page.keyboard.press('Tab');
    await expect(place(page, /^Customers/)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(place(page, /^Customers/)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\?tab=customers$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Customers', exact: true })).toBeFocused();
    await expect(page.getByRole('table', { name: 'Customers, newest first' })).toBeVisible();
    await expectAccessible(page, 'customers tab');

    await place(page, /^Messages/).click();
    await expect(page.getByRole('heading', { name: /^Newsletter Subscribers/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/newsletter-subscribers.csv');
    await expectAccessible(page, 'messages tab');

    await place(page, /^Services/).click();
    await expect(page.getByRole('table', { name: 'Services' }).getByRole('row')).not.toHaveCount(1);
    await expectAccessible(page, 'services tab');

    await place(page, /^Blog/).click();
    await expect(page.getByRole('table', { name: 'Blog posts' }).getByRole('row')).not.toHaveCount(1);
    await expectAccessible(page, 'blog tab');

    await place(page, /^Income/).click();
    await expect(page.getByRole('table', { name: 'Income transactions' })).toBeVisible();
    await expectAccessible(page, 'income tab');

    await place(page, /^Reports/).click();
    // Empty, or holding what reports.spec.ts uploads at the same moment.
    await expect(page.getByRole('table', { name: 'Uploaded reports' })).toBeVisible();
    await expectAccessible(page, 'reports tab');
  });

  test('a booking made through the public API is found and confirmed, not completed before its start, and the counts move', async ({
    page,
    request,
  }, testInfo) => {
    const { customer, service } = await bookThroughApi(request, testInfo);
    await logIn(page);

    await page.getByLabel('Search bookings').fill(customer.email);
    await expect(page).toHaveURL(/[?&]q=/);
    const table = page.getByRole('table', { name: 'Bookings, newest first' });
    const row = table.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2); // the header and this booking
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText(service.name);
    await expect(row).toContainText(`${service.duration} min`);
    await expect(row).toContainText(/AED \d[\d,]*\.\d{2}/);
    await expect(row).toContainText(/\d{1,2}:00 (AM|PM)/);
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();

    // The view is in the URL: a reload shows the same search.
    await page.reload();
    await expect(page.getByLabel('Search bookings')).toHaveValue(customer.email);
    await expect(row).toHaveCount(1);

    // New bookings (from other tests) are pending: pending minus total moves only by our changes.
    const counts = async () => ({
      total: await statValue(page, 'Total Bookings'),
      pending: await statValue(page, 'Pending'),
      confirmed: await statValue(page, 'Confirmed'),
      completed: await statValue(page, 'Completed'),
    });
    const before = await counts();

    await row.getByRole('button', { name: `Confirm booking of ${customer.name}` }).click();
    await expect(page.getByText('Booking Updated', { exact: true })).toBeVisible();
    await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect.poll(async () => (await counts()).confirmed).toBe(before.confirmed + 1);
    await expect.poll(async () => { const c = await counts(); return c.pending - c.total; }).toBe(before.pending - before.total - 1);

    // The booking is days ahead: Complete waits for its start (the server refuses it before).
    // Its only button is Checkout: the desk may take payment before the treatment.
    await expect(row.getByRole('button')).toHaveAccessibleName(`Checkout ${customer.name}`);
    await expect(row.getByText('Complete once started', { exact: true })).toBeVisible();
    expect((await counts()).completed).toBe(before.completed);

    // The status filter is the server's too.
    await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(row).toHaveCount(1);
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(table.getByText('No bookings match these filters.')).toBeVisible();
    await expectAccessible(page, 'bookings filtered');

    // The customer is listed with the booking the server counted.
    await place(page, /^Customers/).click();
    await page.getByLabel('Search customers').fill(customer.email);
    const customerRow = page.getByRole('table', { name: 'Customers, newest first' }).getByRole('row').filter({ hasText: customer.email });
    await expect(customerRow).toHaveCount(1);
    // The Bookings column's cell (the row ends with its Export and Forget actions).
    await expect(customerRow.locator('td[data-column="bookings"]')).toHaveText('1');
  });

  test('a contact message is marked read: the New badge goes', async ({ page, request }, testInfo) => {
    const name = `Reader ${unique(testInfo)}`;
    const posted = await request.post('/api/contact', {
      data: { name, email: 'reader@example.ae', phone: '', message: 'Do you sell gift vouchers for two?' },
    });
    expect(posted.ok(), await posted.text()).toBe(true);

    await logIn(page);
    await place(page, /^Messages/).click();
    await expect(page).toHaveURL(/\?tab=messages$/);
    const card = page.getByRole('article', { name: new RegExp(name) });
    await expect(card).toContainText('Do you sell gift vouchers for two?');
    await expect(card.getByText('New', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: /^Mark as Read/ }).click();
    await expect(page.getByText('Message Marked as Read', { exact: true })).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Mark as Read/ })).toHaveCount(0);
  });

  test('a service is added, then its price edited, and /services shows it', async ({ page }, testInfo) => {
    const name = `Test Ritual ${unique(testInfo)}`;
    await logIn(page);
    await place(page, /^Services/).click();

    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await expect(dialog.getByText('Name must be between 2 and 100 characters.')).toBeVisible();
    await expect(dialog.getByText('Please choose one of the four categories.')).toBeVisible();
    await expectAccessible(page, 'service dialog with errors');

    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Description', { exact: true }).fill('A quiet hour for two, added by the browser tests.');
    await dialog.getByLabel('Category').selectOption('Couples Packages');
    await dialog.getByLabel('Duration (minutes)').fill('60');
    await dialog.getByLabel('Price (AED)').fill('333');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('Service Created', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('AED 333.00');
    await expect(row).toContainText('Couples Packages');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(edit.getByLabel('Price (AED)')).toHaveValue('333.00');
    await expectAccessible(page, 'service dialog open');
    await edit.getByLabel('Price (AED)').fill('345.5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Service Updated', { exact: true })).toBeVisible();
    await expect(row).toContainText('AED 345.50');
    // Focus returns to the Edit button that opened the dialog.
    await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

    await page.goto('/services');
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('AED 345.50');
  });

  test("logout says 'Logged Out' and goes to the login page; /admin then says 'Access Denied'", async ({ page }) => {
    await logIn(page);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The login page is in the dashboard's frame: no public header.
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/admin');
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page.getByText('Please log in to access the admin dashboard.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a session lost mid-visit says 'Unauthorized' and logs in again through /api/login", async ({ page, context }) => {
    await logIn(page);
    await expect(page.getByRole('table', { name: 'Bookings, newest first' }).getByRole('row')).not.toHaveCount(1);
    await context.clearCookies();

    // The page goes to /api/login 500 ms after the toast; that answer is held until the toast has been read
    // (a fixed delay left a busy machine too little time to see it).
    let viaLogin = false;
    let release = () => {};
    const toastRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/login', async (route) => {
      viaLogin = true;
      await toastRead;
      await route.continue();
    });
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled'); // a read the cache does not hold yet
    const toast = page.getByRole('listitem').filter({ hasText: /^Unauthorized/ });
    await expect(toast).toContainText('You are logged out. Logging in again...');
    release();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(viaLogin).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });
});
