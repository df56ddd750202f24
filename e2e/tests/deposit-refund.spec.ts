import { paymentsBaseURL } from '../playwright.config';
import { adminSession, expect, expectAccessible, logIn, placeShown, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';
import { notifyPaid } from './stripe';

// The manager's refund of a deposit, on a spa taking deposits through Stripe (stripe-mock: playwright.config.ts's
// payments server). The guest's payment arrives as Stripe sends it, a signed checkout.session.completed to the
// webhook; the booking's panel then shows the deposit with its tax invoice, and the manager refunds part of it:
// the amount is shown and confirmed first, then Stripe refunds it and a credit note is issued.
test.use({ baseURL: paymentsBaseURL });

test('the manager refunds part of a deposit paid through Stripe, and a credit note is issued', async ({ page }) => {
  await adminSession(page);
  const policy = await page.request.put('/api/admin/deposit-policies', { data: { serviceId: 0, kind: 'fixed', amount: '100.00', freeCancelHours: 24 } });
  expect(policy.status(), await policy.text()).toBe(200);

  // A deposit booking, 40 to 80 days ahead, awaiting its payment.
  const services = (await (await page.request.get('/api/services')).json()) as { id: number; price: string; category: string; duration: number; isActive: boolean }[];
  const service = services.find((s) => s.isActive && s.category !== 'Couples Packages' && s.duration <= 120);
  expect(service).toBeDefined();
  const guest = { name: 'Salma Deposit', email: `salma.${String(Date.now())}@example.ae` };
  let booking: { id: number; status: string; paymentUrl?: string } | null = null;
  let date = '';
  for (let attempt = 0; attempt < 10 && booking === null; attempt++) {
    date = addDays(dubaiToday(), 40 + Math.floor(Math.random() * 41));
    const response = await page.request.post('/api/bookings', {
      data: {
        serviceId: service?.id,
        customerName: guest.name,
        customerEmail: guest.email,
        customerPhone: '+971 50 123 4567',
        bookingDate: date,
        bookingTime: `${String(10 + Math.floor(Math.random() * 8)).padStart(2, '0')}:00`,
        specialRequests: '',
        totalAmount: Number(service?.price),
      },
    });
    if (response.status() === 201) booking = (await response.json()) as { id: number; status: string; paymentUrl?: string };
    else expect(response.status(), await response.text()).toBe(409);
  }
  expect(booking?.status).toBe('awaiting_payment');
  expect(booking?.paymentUrl).toBeTruthy();
  const id = booking?.id ?? 0;

  // Stripe's notice of the payment, signed with the webhook's secret.
  await notifyPaid(page.request, { bookingId: id, fils: 10000, eventId: `evt_e2e_${String(id)}`, paymentIntent: 'pi_e2e_deposit', apiVersion: '2025-01-27.acacia' });
  // The job handles it at once: the booking's deposit is recorded, with its invoice.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/bookings/${String(id)}/payments`)).json()) as { payments: unknown[] }).payments.length)
    .toBe(1);

  await logIn(page);
  await page.goto('/admin?tab=calendar');
  await expect(placeShown(page, 'Calendar')).toBeVisible();
  await page.getByLabel('Calendar date').fill(date);
  await page.getByRole('button', { name: new RegExp(guest.name) }).click();
  const panel = page.getByRole('dialog', { name: guest.name });
  const payments = panel.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Deposit: AED 100.00 · Paid')).toBeVisible();
  await expect(payments.getByText(/^Invoice INV-\d{6}$/)).toBeVisible();
  await expectAccessible(page, 'booking panel with its deposit');

  await payments.getByRole('button', { name: 'Refund' }).click();
  const amount = payments.getByLabel('Amount to refund (AED)');
  await expect(amount).toHaveValue('100.00');
  await amount.fill('150');
  await payments.getByRole('button', { name: 'Review refund' }).click();
  await expect(payments.getByText('At most AED 100.00 is left to refund.')).toBeVisible();
  await expectAccessible(page, 'refund form with a field error');

  await amount.fill('40');
  await payments.getByLabel('Reason (optional, on the credit note)').fill('Shorter treatment');
  await payments.getByRole('button', { name: 'Review refund' }).click();
  await expect(payments.getByRole('heading', { name: "Refund AED 40.00 to the guest's card?" })).toBeFocused();
  await expectAccessible(page, 'refund to confirm');
  await payments.getByRole('button', { name: 'Confirm refund of AED 40.00' }).click();

  await expect(page.getByText('Refund Made', { exact: true })).toBeVisible();
  const listed = payments.getByText(/^AED 40\.00 refunded, credit note (CN-\d{6}) by .+: Shorter treatment$/);
  await expect(listed).toBeVisible();
  await expect(payments.getByText('Refunded AED 40.00')).toBeVisible();
  await expectAccessible(page, 'booking panel after the refund');

  // The credit note is issued against the deposit's invoice, for the amount refunded.
  const number = /credit note (CN-\d{6})/.exec((await listed.textContent()) ?? '')?.[1] ?? '';
  const found = (await (await page.request.get(`/api/admin/invoices?q=${number}`)).json()) as {
    invoices: { number: string; kind: string; total: string; correctsNumber?: string }[];
  };
  expect(found.invoices).toEqual([expect.objectContaining({ number, kind: 'credit_note', total: '40.00', correctsNumber: expect.stringMatching(/^INV-\d{6}$/) })]);
});
