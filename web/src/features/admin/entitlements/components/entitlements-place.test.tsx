import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

import { giftCard, massagePackage, nav, sale, summary } from '../testing/entitlement-fixtures';

function api(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/nav': json(nav),
    '/api/admin/entitlements': () => json([giftCard, massagePackage], { headers: { 'X-Total-Count': '2' } }),
    '/api/admin/entitlements/5': () => json({ entitlement: giftCard, ledger: [sale] }),
    '/api/admin/entitlements/summary': () => json(summary),
    '/api/admin/offers': () => json({ offers: [] }),
    ...handlers,
  });
}

const urls = (fetchMock: ReturnType<typeof api>) => fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));

async function openLedger(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open the ledger of ABCD-EFGH-JKMN-PQRS-7' }));
  return screen.findByRole('table', { name: 'Ledger of ABCD-EFGH-JKMN-PQRS-7' });
}

describe('Gift cards & packages', () => {
  it('lists each with its code, kind, holder, balance in its unit, expiry and status', async () => {
    api();
    renderApp('/admin?tab=gift-cards');
    const table = await screen.findByRole('table', { name: 'Gift cards, packages and memberships' });
    const card = (await within(table).findByText('ABCD-EFGH-JKMN-PQRS-7')).closest('tr');
    const pack = within(table).getByText('WXYZ-0123-4567-89AB-Z').closest('tr');
    if (!card || !pack) throw new Error('no rows');
    expect(within(card).getByText('Gift card')).toBeInTheDocument();
    expect(within(card).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(card).getByText('layla@example.com')).toBeInTheDocument();
    expect(within(card).getByText('AED 500.00')).toBeInTheDocument();
    expect(within(card).getByText('28 Nov 2027')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(pack).getByText('Package')).toBeInTheDocument();
    expect(within(pack).getByText('0 sessions')).toBeInTheDocument();
    expect(within(pack).getByText('Used up')).toBeInTheDocument();
    expect(await screen.findByText('2 cards and packages')).toBeInTheDocument();
  });

  it('asks the server with the search (code, name or e-mail) and the kind, and keeps the search in the URL', async () => {
    const fetchMock = api();
    const { user, location } = renderApp('/admin?tab=gift-cards');
    await screen.findByRole('table', { name: 'Gift cards, packages and memberships' });
    await user.type(screen.getByLabelText('Search code, name or e-mail'), 'layla@example.com');
    await waitFor(() => {
      expect(urls(fetchMock).some((url) => url.includes('/api/admin/entitlements?') && url.includes('search=layla%40example.com'))).toBe(true);
    });
    expect(new URLSearchParams(location().search).get('q')).toBe('layla@example.com');
    await user.selectOptions(screen.getByLabelText('Kind'), 'package');
    await waitFor(() => {
      expect(urls(fetchMock).some((url) => url.includes('kind=package') && url.includes('search=layla%40example.com'))).toBe(true);
    });
  });

  it('opens one to its holder, balance and ledger, dated in Dubai', async () => {
    api({ '/api/admin/entitlements/5': () => json({ entitlement: giftCard, ledger: [sale, { ...sale, id: 12, kind: 'adjustment', amount: '-50.00', reason: 'Spa closed for a day', by: 'Sara Manager', createdAt: '2026-11-28T21:15:00Z' }, { ...sale, id: 13, kind: 'expiry', amount: '-450.00', by: '', createdAt: '2027-11-29T05:00:00Z' }] }) });
    const { user } = renderApp('/admin?tab=gift-cards');
    const ledger = await openLedger(user);
    expect(screen.getByRole('heading', { name: /Gift card ABCD-EFGH-JKMN-PQRS-7/ })).toBeInTheDocument();
    expect(screen.getByTestId('entitlement-balance')).toHaveTextContent('AED 500.00');
    expect(screen.getByText(/Layla Haddad/)).toBeInTheDocument();
    const [, first, second, third, ...more] = within(ledger).getAllByRole('row');
    if (!first || !second || !third || more.length > 0) throw new Error('the ledger has not its three entries');
    expect(within(first).getByText('Sale')).toBeInTheDocument();
    expect(within(first).getByText('+AED 500.00')).toBeInTheDocument();
    expect(within(first).getByText('28 Nov 2026, 10:30 AM')).toBeInTheDocument();
    // 21:15 UTC is already the next day in Dubai.
    expect(within(second).getByText('29 Nov 2026, 1:15 AM')).toBeInTheDocument();
    expect(within(second).getByText('−AED 50.00')).toBeInTheDocument();
    expect(within(second).getByText('Spa closed for a day')).toBeInTheDocument();
    // Who wrote each: the person at the desk, or the spa's own daily job.
    expect(within(first).getByText('Amal Owner')).toBeInTheDocument();
    expect(within(second).getByText('Sara Manager')).toBeInTheDocument();
    expect(within(third).getByText('Expiry')).toBeInTheDocument();
    expect(within(third).getByText('The spa (automatic)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Open the ledger of ABCD-EFGH-JKMN-PQRS-7' })).toHaveFocus();
    });
  });

  it('checks an adjustment before sending: a change other than 0 and a reason', async () => {
    let sent = false;
    api({ 'POST /api/admin/entitlements/5/adjust': () => { sent = true; return json({}); } });
    const { user } = renderApp('/admin?tab=gift-cards');
    await openLedger(user);
    await user.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Balance' });
    await user.type(within(dialog).getByLabelText('Change (AED)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Give a reason of 3 to 200 characters.');
    expect(within(dialog).getByLabelText('Change (AED)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Change (AED)')).toHaveFocus();
    expect(sent).toBe(false);
  });

  it("puts the server's field errors and a refused balance at their fields", async () => {
    let calls = 0;
    api({
      'POST /api/admin/entitlements/5/adjust': () => {
        calls += 1;
        return calls === 1
          ? json({ message: 'Please check the highlighted fields.', errors: { reason: 'Give a reason of 3 to 200 characters.' } }, { status: 400 })
          : json({ message: 'This would take the balance below zero: it is AED 500.00.', code: 'entitlement.below_zero', params: { balance: 'AED 500.00' } }, { status: 409 });
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await openLedger(user);
    await user.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Balance' });
    await user.type(within(dialog).getByLabelText('Change (AED)'), '-600');
    await user.type(within(dialog).getByLabelText('Reason'), '\u200b\u200b\u200bhidden');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => {
      expect(reason).toHaveAttribute('aria-invalid', 'true');
    });
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Give a reason of 3 to 200 characters.');
    expect(reason).toHaveFocus();

    await user.clear(reason);
    await user.type(reason, 'Goodwill for a late start');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));
    const change = within(dialog).getByLabelText('Change (AED)');
    await waitFor(() => {
      expect(change).toHaveAttribute('aria-invalid', 'true');
    });
    expect(document.getElementById(change.getAttribute('aria-describedby') ?? '')).toHaveTextContent('This would take the balance below zero: it is AED 500.00.');
    expect(reason).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends a signed change with its reason, then shows the new balance and the entry', async () => {
    let sent: unknown = null;
    const adjusted = { ...giftCard, balanceAmount: '450.00' };
    const entry = { ...sale, id: 12, kind: 'adjustment', amount: '-50.00', reason: 'Goodwill for a late start' };
    // The server's state: the adjustment changes what every later read answers.
    let current = { entitlement: giftCard, ledger: [sale] as unknown[] };
    api({
      '/api/admin/entitlements/5': () => json(current),
      'POST /api/admin/entitlements/5/adjust': async (request) => {
        sent = await request.json();
        current = { entitlement: adjusted, ledger: [sale, entry] };
        return json(current);
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    const ledger = await openLedger(user);
    await user.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Balance' });
    await user.type(within(dialog).getByLabelText('Change (AED)'), '-50');
    await user.type(within(dialog).getByLabelText('Reason'), ' Goodwill for a late start ');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));
    expect(await screen.findByText('Balance Adjusted')).toBeInTheDocument();
    expect(sent).toEqual({ amount: '-50', reason: 'Goodwill for a late start' });
    await waitFor(() => {
      expect(screen.getByTestId('entitlement-balance')).toHaveTextContent('AED 450.00');
    });
    expect(within(ledger).getByText('Goodwill for a late start')).toBeInTheDocument();
    expect(within(ledger).getByText('−AED 50.00')).toBeInTheDocument();
  });

  it("names a package's service and sends its change as sessions", async () => {
    let sent: unknown = null;
    const pack = { ...massagePackage, balanceSessions: 2, category: '', serviceId: 3 };
    api({
      '/api/admin/services': json([{ id: 3, name: 'Hot Stone Massage', category: 'Massage Therapy', duration: 90, price: '450.00', isActive: true }]),
      '/api/admin/entitlements/6': () => json({ entitlement: pack, ledger: [{ ...sale, entitlementId: 6, amount: null, sessions: 5 }] }),
      'POST /api/admin/entitlements/6/adjust': async (request) => {
        sent = await request.json();
        return json({ entitlement: { ...pack, balanceSessions: 3 }, ledger: [] });
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await user.click(await screen.findByRole('button', { name: 'Open the ledger of WXYZ-0123-4567-89AB-Z' }));
    expect(await screen.findByText('Hot Stone Massage')).toBeInTheDocument();
    expect(screen.getByText('5 sessions for AED 900.00')).toBeInTheDocument();
    // Its sale was a supply: the tax invoice issued then, and how it was paid.
    expect(screen.getByTestId('entitlement-invoice')).toHaveTextContent('INV-000041');
    expect(screen.getByText('Paid by').nextElementSibling).toHaveTextContent('Cash');
    await user.click(await screen.findByRole('button', { name: 'Adjust Balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Balance' });
    await user.type(within(dialog).getByLabelText('Change (sessions)'), '+1');
    await user.type(within(dialog).getByLabelText('Reason'), 'Therapist ran late');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));
    expect(await screen.findByText('Balance Adjusted')).toBeInTheDocument();
    expect(sent).toEqual({ sessions: '1', reason: 'Therapist ran late' });
  });

  it("shows the quarter's liability and breakage, each explained, and a picked period in the URL", async () => {
    const fetchMock = api();
    const { user, location } = renderApp('/admin?tab=gift-cards');
    expect(await screen.findByTestId('entitlement-liability')).toHaveTextContent('AED 860.00');
    expect(screen.getByTestId('entitlement-breakage')).toHaveTextContent('AED 120.00');
    expect(screen.getByText(/Still owed to holders at the end of 31 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Expired unused within the period/)).toBeInTheDocument();
    expect(urls(fetchMock).some((url) => url.includes('/api/admin/entitlements/summary?from=2026-10-01&to=2026-12-31'))).toBe(true);
    const byKind = screen.getByRole('table', { name: 'Liability and breakage by kind' });
    expect(within(byKind).getByText('AED 360.00 (2 sessions)')).toBeInTheDocument();

    const from = screen.getByLabelText('First day');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show figures' }));
    await waitFor(() => {
      expect(urls(fetchMock).some((url) => url.includes('summary?from=2026-11-01&to=2026-12-31'))).toBe(true);
    });
    const search = new URLSearchParams(location().search);
    expect([search.get('from'), search.get('to')]).toEqual(['2026-11-01', '2026-12-31']);
  });

  it('tells a period the server refuses at its field', async () => {
    api({ '/api/admin/entitlements/summary': () => json({ message: 'Please check the highlighted fields.', errors: { to: 'The end date must not be before the start date.' } }, { status: 400 }) });
    renderApp('/admin?tab=gift-cards&from=2026-12-01&to=2026-11-01');
    const to = await screen.findByLabelText('Last day');
    await waitFor(() => {
      expect(to).toHaveAttribute('aria-invalid', 'true');
    });
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
  });

  it('issues a gift card at the desk, the server refusing a field first, then opens its ledger', async () => {
    const sent: unknown[] = [];
    api({
      'POST /api/admin/entitlements': async (request) => {
        sent.push(await request.json());
        return sent.length === 1
          ? json({ message: 'Please check the highlighted fields.', errors: { expiresOn: 'The expiry date must be after today and at most 3 years ahead.' } }, { status: 400 })
          : json(giftCard, { status: 201 });
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await user.click(await screen.findByRole('button', { name: 'Issue Gift Card or Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue Gift Card or Package' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(within(dialog).getByLabelText("Holder's name")).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Value (AED)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Paid by')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Holder's name"), 'Layla Haddad');
    await user.type(within(dialog).getByLabelText("Holder's e-mail"), 'layla@example.com');
    await user.type(within(dialog).getByLabelText('Value (AED)'), '500');
    await user.type(within(dialog).getByLabelText('Valid until (Optional: a year from today)'), '2030-01-01');
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'Card');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    const expires = within(dialog).getByLabelText('Valid until (Optional: a year from today)');
    await waitFor(() => {
      expect(expires).toHaveAttribute('aria-invalid', 'true');
    });
    expect(within(dialog).getByText('The expiry date must be after today and at most 3 years ahead.')).toBeInTheDocument();
    await user.clear(expires);
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Gift card Issued')).toBeInTheDocument();
    expect(sent[1]).toEqual({ kind: 'gift_card', holderName: 'Layla Haddad', holderEmail: 'layla@example.com', value: '500', paidBy: 'card' });
    expect(await screen.findByRole('table', { name: 'Ledger of ABCD-EFGH-JKMN-PQRS-7' })).toBeInTheDocument();
  });

  it("sells a membership with its member discount and shows the discount on its page", async () => {
    const member = { ...massagePackage, id: 7, code: 'MMMM-NNNN-PPPP-QQQQ-R', kind: 'membership', sessions: 1, balanceSessions: 1, discountPercent: '20.00' };
    const sent: unknown[] = [];
    api({
      'POST /api/admin/entitlements': async (request) => {
        sent.push(await request.json());
        return json(member, { status: 201 });
      },
      '/api/admin/entitlements/7': () => json({ entitlement: member, ledger: [] }),
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await user.click(await screen.findByRole('button', { name: 'Issue Gift Card or Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue Gift Card or Package' });
    expect(within(dialog).queryByLabelText('Member discount % on other services (Optional)')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'membership');
    await user.type(within(dialog).getByLabelText("Holder's name"), 'Omar Saleh');
    await user.type(within(dialog).getByLabelText("Holder's e-mail"), 'omar@example.com');
    await user.type(within(dialog).getByLabelText('Sessions'), '1');
    await user.type(within(dialog).getByLabelText('Price paid (AED)'), '400');
    const discount = within(dialog).getByLabelText('Member discount % on other services (Optional)');
    await user.type(discount, '60');
    await user.selectOptions(within(dialog).getByLabelText('For'), 'category:Massage Therapy');
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'Card');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(discount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    await user.clear(discount);
    await user.type(discount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toMatchObject({ kind: 'membership', sessions: '1', price: '400', discountPercent: '20', category: 'Massage Therapy' });
    expect(await screen.findByText('20% on other services')).toBeInTheDocument();
  });

  it('renews a membership for a month, paid at the desk, and shows its new balance and last day', async () => {
    const member = { ...massagePackage, id: 7, code: 'MMMM-NNNN-PPPP-QQQQ-R', kind: 'membership', sessions: 1, balanceSessions: 0, discountPercent: '0.00', expiresOn: '2026-12-20' };
    const renewed = { ...member, balanceSessions: 1, expiresOn: '2027-01-20' };
    const sent: unknown[] = [];
    api({
      '/api/admin/entitlements': () => json([member], { headers: { 'X-Total-Count': '1' } }),
      '/api/admin/entitlements/7': () => json({ entitlement: sent.length > 0 ? renewed : member, ledger: [] }),
      'POST /api/admin/entitlements/7/renew': async (request) => {
        sent.push(await request.json());
        return json({ entitlement: renewed, ledger: [] });
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await user.click(await screen.findByRole('button', { name: 'Open the ledger of MMMM-NNNN-PPPP-QQQQ-R' }));
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Membership' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew for a Month' }));
    expect(within(dialog).getByLabelText('Paid by')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Renew for a Month' }));
    expect(await screen.findByText('Membership Renewed')).toBeInTheDocument();
    expect(sent).toEqual([{ paidBy: 'cash' }]);
  });

  it("stops a membership's monthly card charge with a reason, and shows why it ended", async () => {
    const member = { ...massagePackage, id: 8, code: 'RRRR-NNNN-PPPP-QQQQ-R', kind: 'membership', sessions: 1, balanceSessions: 1, paidBy: 'card', discountPercent: '0.00', expiresOn: '2026-12-20', renews: true };
    const stopped = { ...member, renews: false, renewalEnded: 'stopped by Admin: Moving abroad' };
    const sent: unknown[] = [];
    api({
      '/api/admin/entitlements': () => json([member], { headers: { 'X-Total-Count': '1' } }),
      '/api/admin/entitlements/8': () => json({ entitlement: sent.length > 0 ? stopped : member, ledger: [] }),
      'POST /api/admin/entitlements/8/stop-renewal': async (request) => {
        sent.push(await request.json());
        return json({ entitlement: stopped, ledger: [] });
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await user.click(await screen.findByRole('button', { name: 'Open the ledger of RRRR-NNNN-PPPP-QQQQ-R' }));
    expect(await screen.findByTestId('entitlement-renewal')).toHaveTextContent('Each month on the saved card, AED 900.00 on the last valid day');
    await user.click(screen.getByRole('button', { name: 'Stop Renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Renewal' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop Renewal' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Moving abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Stop Renewal' }));
    expect(await screen.findByText('Renewal Stopped')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Moving abroad' }]);
    expect(await screen.findByTestId('entitlement-renewal')).toHaveTextContent('Ended: stopped by Admin: Moving abroad');
    expect(screen.queryByRole('button', { name: 'Stop Renewal' })).not.toBeInTheDocument();
  });
});
