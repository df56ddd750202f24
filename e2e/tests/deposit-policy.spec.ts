import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { paymentsBaseURL } from '../playwright.config';
import { expect, expectAccessible, logIn, openPlace, placeShown, test } from './fixtures';

// The manager sets a service's deposit policy in the dashboard's Deposits & fees place, on the spa taking deposits
// (playwright.config.ts's payments server), and a guest sees it on the booking page before she commits: the deposit,
// the terms and that paying confirms the booking. Then the service goes back under the policy for every service.
//
// Each project its own service, one no other payments spec sets a policy on (booking-deposit: Dead Sea Salt Scrub
// and Wrap; booking-fee: Swedish Relaxation Massage; deposit-refund: the default and the first service); the default
// is left alone, as deposit-refund sets it.
const serviceOf: Record<string, string> = {
  'sqlite-desktop': "Gentleman's Revitalising Facial",
  'sqlite-phone': 'Purifying Deep Cleansing Facial',
};

const words = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'web', 'src', 'locales', 'booking', 'en.json'), 'utf8')) as Record<string, string>;

test.use({ baseURL: paymentsBaseURL });

test('the manager gives a service its own deposit policy, and the booking page shows it', async ({ page, browser }, testInfo) => {
  const service = serviceOf[testInfo.project.name];
  test.skip(service === undefined, 'one spa taking deposits, on SQLite');
  if (service === undefined) return;
  test.setTimeout(120_000);

  await logIn(page);
  const services = (await (await page.request.get('/api/services')).json()) as { id: number; name: string }[];
  const id = services.find((s) => s.name === service)?.id ?? 0;
  expect(id).toBeGreaterThan(0);
  await openPlace(page, 'Deposits & fees');
  const place = placeShown(page, 'Deposits & fees');
  await expect(place.getByTestId('default-policy')).toBeVisible();
  await expectAccessible(page, 'the Deposits & fees place');

  await place.getByRole('button', { name: `Give a policy of its own to ${service}` }).click();
  const dialog = page.getByRole('dialog', { name: `Policy of ${service}` });
  await dialog.getByRole('radio', { name: 'A fixed amount' }).check();
  const amount = dialog.getByLabel('Deposit (AED)');
  // Refused at its field first: nothing is saved.
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Save policy' }).click();
  await expect(dialog.getByText('A fixed deposit must be more than 0 and at most 100000.00 AED.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the policy dialog with a refused amount');
  await amount.fill('45');
  await dialog.getByLabel('Free cancellation until (hours before)').fill('48');
  await dialog.getByLabel('Late-cancellation fee (AED)').fill('30');
  await dialog.getByLabel('No-show fee (AED)').fill('90');
  await dialog.getByRole('checkbox', { name: 'Confirm the booking once the deposit is paid' }).check();
  await dialog.getByRole('button', { name: 'Save policy' }).click();
  await expect(dialog).toBeHidden();
  const summary = 'Deposit AED 45.00 · free cancellation until 48 hours before · late-cancellation fee AED 30.00 · no-show fee AED 90.00 · confirmed once paid';
  // Its row (the other project may be setting the same terms on its own service meanwhile).
  const row = place.locator(`[data-service-id="${String(id)}"]`);
  await expect(row).toContainText(summary);

  // A guest, in a browser of her own, sees it before she commits.
  const guest = await browser.newPage({ baseURL: paymentsBaseURL });
  await guest.goto('/booking');
  const select = guest.getByRole('combobox', { name: words['booking.form.service'] });
  await expect(select).toBeEnabled({ timeout: 30_000 });
  await select.selectOption(String(id));
  const terms = guest.getByRole('region', { name: words['booking.deposit.heading'] });
  await expect(terms).toContainText('A deposit of AED 45.00 is due now to hold your booking.');
  await expect(terms).toContainText('Free cancellation until 48 hours before your appointment');
  await expect(terms).toContainText('Late-cancellation fee: AED 30.00');
  await expect(terms).toContainText('No-show fee: AED 90.00');
  await expect(terms).toContainText(words['booking.deposit.confirmedOnPayment'] ?? 'missing');
  await expectAccessible(guest, 'the booking form with a policy that confirms on payment');
  await guest.close();

  // Back under the policy for every service, after the question.
  await place.getByRole('button', { name: `Use the policy for every service for ${service}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Use the policy for every service?' });
  await question.getByRole('button', { name: 'Use the default' }).click();
  await expect(page.getByText('Policy removed', { exact: true })).toBeVisible();
  await expect(row).toContainText('The policy for every service');
  await expect(row).not.toContainText(summary);
  await expect(place.getByRole('button', { name: `Give a policy of its own to ${service}` })).toBeFocused();
});
