import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';
import { depositPolicy } from '@/testing/deposit-policy';


const services = [
  { id: 1, name: 'Hot Stone Massage', category: 'Massage Therapy', duration: 90, price: '480.00', isActive: true, bookingCount: 3 },
  { id: 7, name: 'Gold Facial', category: 'Facial Treatments', duration: 90, price: '450.00', isActive: true, bookingCount: 1 },
  { id: 9, name: 'Old Scrub', category: 'Body Treatments', duration: 60, price: '300.00', isActive: false, bookingCount: 0 },
];

const policies = {
  default: depositPolicy({ kind: 'percent', percent: 20, freeCancelHours: 24, lateCancelFee: '50.00', noShowFee: '100.00' }),
  services: [depositPolicy({ serviceId: 7, kind: 'fixed', amount: '75.00', confirmOnPayment: true })],
  paymentsConfigured: true,
};

/** The dashboard signed in, with the policies above; `more` adds or replaces answers (a PUT, a DELETE). */
function api(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/services': json(services),
    '/api/admin/deposit-policies': json(policies),
    ...more,
  });
}

const sent = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: String(input instanceof Request ? input.url : input), init }))
    .filter(({ init }) => init?.method === method);

describe('the Deposits & fees place', { timeout: 30_000 }, () => {
  it('shows the policy for every service and each active service under it or under its own', async () => {
    api();
    renderApp('/admin?tab=deposits');
    const fallback = await screen.findByTestId('default-policy', {}, { timeout: 15_000 });
    expect(fallback).toHaveTextContent(
      'Deposit 20% of the price · free cancellation until 24 hours before · late-cancellation fee AED 50.00 · no-show fee AED 100.00 · confirmed by the spa',
    );
    expect(await screen.findByRole('button', { name: 'Give a policy of its own to Hot Stone Massage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the policy of Gold Facial' })).toBeInTheDocument();
    expect(screen.getByText('Deposit AED 75.00 · no free cancellation once paid · confirmed once paid')).toBeInTheDocument();
    // A service no longer offered, with no policy of its own, is left out.
    expect(screen.queryByText('Old Scrub')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says no deposit is asked while online payments are not set up', async () => {
    api({ '/api/admin/deposit-policies': json({ ...policies, paymentsConfigured: false }) });
    renderApp('/admin?tab=deposits');
    expect(await screen.findByRole('note', {}, { timeout: 15_000 })).toHaveTextContent('Online payments are not set up, so no deposit is asked yet');
  });

  it('edits the policy for every service: a wrong amount is refused at its field, then it is saved as typed', async () => {
    let body: unknown = null;
    const fetchMock = api({
      'PUT /api/admin/deposit-policies': async (request) => {
        body = await request.json();
        return json(body);
      },
    });
    const { user } = renderApp('/admin?tab=deposits');
    await user.click(await screen.findByRole('button', { name: 'Edit the policy for every service' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy for every service' });
    expect(within(dialog).getByRole('radio', { name: 'A percentage of the price' })).toBeChecked();
    expect(within(dialog).getByLabelText('Deposit (% of the price)')).toHaveValue('20');
    await user.click(within(dialog).getByRole('radio', { name: 'A fixed amount' }));
    const amount = within(dialog).getByLabelText('Deposit (AED)');
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(await within(dialog).findByText('A fixed deposit must be more than 0 and at most 100000.00 AED.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '60');
    await user.clear(within(dialog).getByLabelText('No-show fee (AED)'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Confirm the booking once the deposit is paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Policy saved')).toBeInTheDocument();
    expect(body).toEqual({
      serviceId: 0, kind: 'fixed', amount: '60.00', percent: 0, freeCancelHours: 24, lateCancelFee: '50.00', noShowFee: '0.00', confirmOnPayment: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the server's refusal under its field", async () => {
    api({
      'PUT /api/admin/deposit-policies': json({ message: 'Invalid.', errors: { freeCancelHours: 'The free-cancellation window must be from 0 to 336 hours.' } }, { status: 400 }),
    });
    const { user } = renderApp('/admin?tab=deposits');
    await user.click(await screen.findByRole('button', { name: 'Give a policy of its own to Hot Stone Massage' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy of Hot Stone Massage' });
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(await within(dialog).findByText('The free-cancellation window must be from 0 to 336 hours.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Free cancellation until (hours before)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("gives a service its own policy, and puts it back under the default after asking", async () => {
    let body: unknown = null;
    const fetchMock = api({
      'PUT /api/admin/deposit-policies': async (request) => {
        body = await request.json();
        return json(body);
      },
      'DELETE /api/admin/deposit-policies/7': new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/admin?tab=deposits');
    await user.click(await screen.findByRole('button', { name: 'Give a policy of its own to Hot Stone Massage' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy of Hot Stone Massage' });
    await user.click(within(dialog).getByRole('radio', { name: 'No deposit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Policy saved')).toBeInTheDocument();
    expect(body).toEqual({ serviceId: 1, kind: 'none', amount: '0.00', percent: 0, freeCancelHours: 24, lateCancelFee: '50.00', noShowFee: '100.00', confirmOnPayment: false });

    await user.click(screen.getByRole('button', { name: 'Use the policy for every service for Gold Facial' }));
    const question = await screen.findByRole('alertdialog', { name: 'Use the policy for every service?' });
    await user.click(within(question).getByRole('button', { name: 'Use the default' }));
    expect(await screen.findByText('Policy removed')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE').map(({ url }) => url)).toEqual(['/api/admin/deposit-policies/7']);
  });
});
