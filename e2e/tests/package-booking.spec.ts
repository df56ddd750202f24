import { bookThroughForm, fillBookingForm, type Guest } from './booking-form';
import { expect, expectAccessible, logIn, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// A package booked online with nothing to pay (docs/product.md, Booking with a package's code): the owner sells
// a package of two Swedish massages at the desk; its holder books one through the public form with its code,
// and is told a session pays for it; the desk's checkout starts with that session and comes to AED 0.00. A
// second package of one session, held by an open booking, refuses another booking at the code's field.
// On the phone, where guests book (and at the desk's width in `make test-e2e-full`); each project books its own
// day, 25 or 26 days ahead, which no other spec uses.

const service = { id: 7, name: 'Swedish Relaxation Massage' };

test.describe('booking with a package', () => {
  test.describe.configure({ timeout: 150_000 });

  test("a package's holder books with its code and pays nothing; the desk's checkout takes the session", async ({ page }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('sqlite'), 'the guest and the desk on SQLite');
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const guest: Guest = { name: `Package Holder ${id}`, email: `holder.${id}@example.ae`, phone: '+971 50 765 4321' };
    const day = addDays(dubaiToday(), testInfo.project.name.endsWith('phone') ? 26 : 25);

    await logIn(page);
    const sell = async (sessions: number) => {
      const sold = await page.request.post('/api/admin/entitlements', {
        data: { kind: 'package', holderName: guest.name, holderEmail: guest.email, price: '900', sessions, serviceId: service.id, paidBy: 'card' },
      });
      expect(sold.status(), await sold.text()).toBe(201);
      return ((await sold.json()) as { code: string }).code;
    };
    const [code, single] = [await sell(2), await sell(1)];
    await page.context().clearCookies(); // the guest is not signed in

    await bookThroughForm(page, { serviceName: service.name, date: day, time: ['11:00 AM', '1:00 PM', '3:00 PM'], guest, code: code.toLowerCase() });
    await expect(page.getByText(`A session of your package …${code.slice(-6)} pays for this treatment: nothing to pay.`)).toBeVisible();

    // The one-session package, booked by another guest (the spa knows a guest by the e-mail): a first booking holds
    // its session, so a second is refused at the code's field.
    const other: Guest = { ...guest, name: `Second Holder ${id}`, email: `second.${id}@example.ae` };
    await bookThroughForm(page, { serviceName: service.name, date: day, time: ['5:00 PM', '6:00 PM', '7:00 PM'], guest: other, code: single });
    await fillBookingForm(page, { serviceName: service.name, date: day, time: ['8:00 PM', '9:00 PM', '4:00 PM'], guest: other, code: single });
    await page.getByRole('button', { name: 'Send Booking Request' }).click();
    const field = page.getByLabel('Package or membership code (optional)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Every session of this package or membership is used or booked already.')).toBeVisible();
    await expectAccessible(page, 'the booking form with a package refused');

    // The desk checks the first booking out: the session is ticked with its package's code, and nothing is left to pay.
    await logIn(page);
    await page.getByLabel('Search bookings').fill(guest.email);
    await page.getByRole('button', { name: `Checkout ${guest.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog.getByRole('checkbox', { name: 'A package or membership pays with sessions' })).toBeChecked();
    await expect(dialog.getByLabel('Package or membership code')).toHaveValue(code);
    const complete = dialog.getByRole('button', { name: 'Complete sale' });
    await expect(complete).toBeEnabled();
    await complete.click();
    await expect(dialog.getByRole('heading', { name: /^Sale complete: INV-\d{6}$/ })).toBeVisible();
    await expect(dialog).toContainText(`for ${guest.name}, AED 0.00`);
  });

  test('the Arabic booking form asks for the code in Arabic', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'sqlite-phone', 'a phone in Arabic');
    await page.goto('/ar/booking');
    const field = page.getByLabel('رمز الباقة أو العضوية (اختياري)');
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText('اشتريت باقة أو عضوية؟ رمزها يحجز علاجًا تشمله دون أي دفع.')).toBeVisible();
    await expectAccessible(page, 'the Arabic booking form with its code field');
  });
});
