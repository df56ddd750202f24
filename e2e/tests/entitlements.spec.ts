import type { Page, TestInfo } from '@playwright/test';

import { addStaffAccount } from './api-booking';
import { adminSession, expect, expectAccessible, logIn, openPlace, placeLink, test } from './fixtures';
import { aed } from './money';
import { dubaiToday } from './spa-days';

// The Gift cards & packages place: the owner issues a gift card at the desk (refused first at its field), finds it
// by its code typed any way and by the holder's e-mail, opens its ledger, adjusts it with a reason (an amount that
// would take it below zero refused first, at its field), sees the new balance and entry, and reads the liability
// and breakage of the quarter as the server adds them up. A receptionist has no link, and the URL tells her it is
// not for her role. On a desk, and on a phone (the list and the ledger are cards there) in `make test-e2e-full`; SQLite.

const unique = (testInfo: TestInfo) => `${testInfo.project.name.split('-')[1] ?? 'x'}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The quarter holding today in Dubai: the figures' default period. */
function quarter(): { from: string; to: string } {
  const [year, month] = dubaiToday().split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const lastDay = new Date(Date.UTC(year, first + 2, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { from: `${String(year)}-${mm(first)}-01`, to: `${String(year)}-${mm(first + 2)}-${String(lastDay)}` };
}

/** The row (desk) or card (phone) of the list that shows the code. */
const listed = (page: Page, code: string) => page.locator('[data-entitlement-id]').filter({ hasText: code });

test.describe('gift cards and packages', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('sqlite-'), 'the desk on SQLite');
  });

  test('the owner issues a gift card, finds it, adjusts it with a reason and reads the figures', async ({ page }, testInfo) => {
    test.slow();
    const id = unique(testInfo);
    const holder = { name: `Layla ${id}`, email: `layla.${id}@example.com` };

    await logIn(page);
    const me = (await (await page.request.get('/api/admin/me')).json()) as { name: string };
    expect(me.name).not.toBe('');
    await openPlace(page, 'Gift cards & packages');
    await expect(page).toHaveURL(/\?tab=gift-cards$/);
    await expect(page.getByRole('heading', { name: 'Liability and breakage' })).toBeVisible();
    await expect(page.getByTestId('entitlement-liability')).toBeVisible();
    await expectAccessible(page, 'the Gift cards & packages place');

    // Issued at the desk; a value with three decimals is refused at its field first.
    await page.getByRole('button', { name: 'Issue Gift Card or Package' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue Gift Card or Package' });
    await issue.getByLabel("Holder's name").fill(holder.name);
    await issue.getByLabel("Holder's e-mail").fill(holder.email);
    await issue.getByLabel('Value (AED)').fill('500.005');
    await issue.getByLabel('Paid by').selectOption('card');
    await issue.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(issue.getByLabel('Value (AED)')).toHaveAttribute('aria-invalid', 'true');
    await expect(issue.getByText('Enter a value above 0 and up to 50000, with at most two decimals.')).toBeVisible();
    // A last day the server refuses (more than three years ahead) comes back at its field.
    await issue.getByLabel('Value (AED)').fill('500');
    await issue.getByLabel('Valid until (Optional: a year from today)').fill('2099-01-01');
    await issue.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(issue.getByText('The expiry date must be after today and at most 3 years ahead.')).toBeVisible();
    await expect(issue.getByLabel('Valid until (Optional: a year from today)')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'the Issue dialog with a refused field');
    await issue.getByLabel('Valid until (Optional: a year from today)').fill('');
    await issue.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByText('Gift card Issued', { exact: true })).toBeVisible();
    await expect(issue).toBeHidden();

    // It opens on its ledger: the sale of AED 500.
    const heading = page.getByRole('heading', { name: /^Gift card [0-9A-Z]{4}-/ });
    await expect(heading).toBeVisible();
    const code = ((await heading.textContent()) ?? '').replace(/^Gift card\s*/, '').trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}-[0-9A-HJKMNP-TV-Z*~$=U]$/);
    await expect(page.getByTestId('entitlement-balance')).toHaveText('AED 500.00');
    await page.getByRole('button', { name: 'Back to the list' }).click();

    // Found by its code typed in lower case without dashes, and by the holder's e-mail.
    const search = page.getByLabel('Search code, name or e-mail');
    await search.fill(code.replaceAll('-', '').toLowerCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.locator('[data-entitlement-id]')).toHaveCount(1);
    await expect(listed(page, code)).toContainText('AED 500.00');
    await search.fill(holder.email);
    await expect(page.locator('[data-entitlement-id]')).toHaveCount(1);
    await expect(listed(page, code)).toContainText(holder.name);
    await expect(listed(page, code)).toContainText('Gift card');
    await expect(listed(page, code)).toContainText('Active');
    await expectAccessible(page, 'the list found by e-mail');

    // Its ledger.
    await listed(page, code).getByRole('button', { name: `Open the ledger of ${code}` }).click();
    const ledger = page.locator('[data-entry-id]');
    await expect(ledger).toHaveCount(1);
    await expect(ledger.first()).toContainText('Sale');
    await expect(ledger.first()).toContainText('+AED 500.00');
    await expect(ledger.first()).toContainText(me.name);
    await expectAccessible(page, 'the ledger');

    // Adjusted: taking more than the balance is refused at the change, then AED 50 off with a reason.
    await page.getByRole('button', { name: 'Adjust Balance' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust Balance' });
    await adjust.getByLabel('Change (AED)').fill('-600');
    await adjust.getByLabel('Reason').fill('Goodwill for a late start');
    await adjust.getByRole('button', { name: 'Adjust Balance' }).click();
    await expect(adjust.getByText('This would take the balance below zero: it is AED 500.00.')).toBeVisible();
    await expect(adjust.getByLabel('Change (AED)')).toHaveAttribute('aria-invalid', 'true');
    await expect(adjust.getByLabel('Change (AED)')).toBeFocused();
    await expectAccessible(page, 'the Adjust dialog with a refused amount');
    await adjust.getByLabel('Change (AED)').fill('-50');
    await adjust.getByRole('button', { name: 'Adjust Balance' }).click();
    await expect(page.getByText('Balance Adjusted', { exact: true })).toBeVisible();
    await expect(adjust).toBeHidden();
    await expect(page.getByTestId('entitlement-balance')).toHaveText('AED 450.00');
    await expect(ledger).toHaveCount(2);
    await expect(ledger.nth(1)).toContainText('Adjustment');
    await expect(ledger.nth(1)).toContainText('−AED 50.00');
    await expect(ledger.nth(1)).toContainText('Goodwill for a late start');
    await expect(ledger.nth(1)).toContainText(me.name);
    await expectAccessible(page, 'the ledger after the adjustment');

    // The list shows the new balance.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(listed(page, code)).toContainText('AED 450.00');

    // The quarter's liability and breakage are the server's figures, this card's AED 450 owed among them.
    const { from, to } = quarter();
    const answer = await page.request.get(`/api/admin/entitlements/summary?from=${from}&to=${to}`);
    expect(answer.status()).toBe(200);
    const figures = (await answer.json()) as { owedTotal: string; expiredTotal: string; kinds: { gift_card: { owedAmount: string } } };
    expect(Number(figures.kinds.gift_card.owedAmount)).toBeGreaterThanOrEqual(450);
    await page.getByRole('button', { name: 'Show figures' }).click();
    await expect(page.getByTestId('entitlement-liability')).toHaveText(aed(figures.owedTotal));
    await expect(page.getByTestId('entitlement-breakage')).toHaveText(aed(figures.expiredTotal));
    await expect(page.getByText(/^Still owed to holders at the end of /)).toBeVisible();
    await expect(page.getByText(/^Expired unused within the period/)).toBeVisible();

    // A period the server refuses (its last day before its first) is told at its field; the URL keeps the period.
    await page.getByLabel('First day').fill(to);
    await page.getByLabel('Last day').fill(from);
    await page.getByRole('button', { name: 'Show figures' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${to}&to=${from}`));
    await expect(page.getByLabel('Last day')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'a refused period');
  });

  // Selling a package is a supply, taxed when sold: its tax invoice is issued with the sale, named on the ledger's
  // page, and the Invoices place lists it with the VAT inside its price and the code on its line.
  test('a package sold at the desk has its tax invoice at once', async ({ page }, testInfo) => {
    const id = unique(testInfo);
    await logIn(page);
    await openPlace(page, 'Gift cards & packages');
    await page.getByRole('button', { name: 'Issue Gift Card or Package' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue Gift Card or Package' });
    await issue.getByLabel('Kind').selectOption('package');
    await issue.getByLabel("Holder's name").fill(`Omar ${id}`);
    await issue.getByLabel("Holder's e-mail").fill(`omar.${id}@example.com`);
    await issue.getByLabel('Sessions').fill('5');
    await issue.getByLabel('Price paid (AED)').fill('900');
    await issue.getByLabel('For').selectOption('category:Massage Therapy');
    await issue.getByRole('button', { name: 'Issue', exact: true }).click();
    // How it was paid is asked before anything is sold.
    await expect(issue.getByLabel('Paid by')).toHaveAttribute('aria-invalid', 'true');
    await expect(issue.getByLabel('Paid by')).toBeFocused();
    await issue.getByLabel('Paid by').selectOption('cash');
    await issue.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByText('Package Issued', { exact: true })).toBeVisible();

    const heading = page.getByRole('heading', { name: /^Package [0-9A-Z]{4}-/ });
    const code = ((await heading.textContent()) ?? '').replace(/^Package\s*/, '').trim();
    const number = ((await page.getByTestId('entitlement-invoice').textContent()) ?? '').trim();
    expect(number).toMatch(/^INV-\d+$/);
    await expectAccessible(page, "a package's ledger with its tax invoice");

    await openPlace(page, 'Invoices');
    await page.getByLabel('Search invoices').fill(number);
    const row = page.locator('[data-invoice-id]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Omar ${id}`);
    await expect(row).toContainText('AED 900.00');
    const invoiceId = await row.getAttribute('data-invoice-id');
    const doc = (await (await page.request.get(`/api/admin/invoices/${String(invoiceId)}`)).json()) as {
      invoice: { vat: string; lines: { description: string }[]; payments: { method: string }[] };
    };
    expect(doc.invoice.vat).toBe('42.86'); // 5 % inside AED 900
    expect(doc.invoice.lines[0]?.description).toBe(`Package: 5 sessions of Massage Therapy, code ${code}`);
    expect(doc.invoice.payments[0]?.method).toBe('cash');
  });

  test('a receptionist has no Gift cards & packages', async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const desk = { name: `Huda ${id}`, email: `huda.${id}@palm-pearl.example`, password: `front desk ${id} password` };
    await adminSession(page);
    await addStaffAccount(page.request, { ...desk, role: 'reception' });

    await logIn(page, desk);
    await expect(await placeLink(page, /^Bookings/)).toBeVisible();
    expect(await (await placeLink(page, 'Gift cards & packages')).count()).toBe(0);
    expect((await page.request.get('/api/admin/entitlements')).status()).toBe(403);

    await page.goto('/admin?tab=gift-cards');
    await expect(page.getByRole('heading', { name: 'Gift cards & packages is not available for your role' })).toBeVisible();
    await expectAccessible(page, 'the place refused to a receptionist');
  });
});
