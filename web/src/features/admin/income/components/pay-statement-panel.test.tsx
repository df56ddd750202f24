import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { PayStatementPanel } from './pay-statement-panel';

const statement = {
  therapistId: 2,
  name: 'Aya Noor',
  month: '2026-11',
  lines: [
    {
      invoiceId: 7,
      invoiceNumber: '1526',
      date: '2026-11-02',
      service: 'Royal Package',
      price: '500.00',
      commissionRate: '40.00',
      commission: '200.00',
      tips: '50.50',
      therapistTipShare: '30.00',
    },
  ],
  totals: { count: 1, commission: '200.00', therapistTipShare: '30.00', earnings: '230.00' },
  price: '500.00',
  tips: '50.50',
  totalDue: '230.00',
  payouts: [],
  paid: '0.00',
  due: '230.00',
};

function renderPanel() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <MemoryRouter initialEntries={['/admin?tab=income']}>
        <PayStatementPanel />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('PayStatementPanel', () => {
  it("shows a therapist's month, links its PDF in both languages, and marks it paid", async () => {
    const sent: unknown[] = [];
    const months: string[] = [];
    stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/therapists': json([
        { id: 3, name: 'Mia Lopez', active: false },
        { id: 2, name: 'Aya Noor', active: true },
      ]),
      '/api/admin/therapists/2/statement': (request: Request) => {
        months.push(new URL(request.url).searchParams.get('month') ?? '');
        return json(statement);
      },
      'POST /api/admin/therapists/2/payouts': async (request: Request) => {
        const body = (await request.json()) as { amount: string };
        sent.push(body);
        if (body.amount === '999') {
          return json(
            {
              message: 'Please check the highlighted fields.',
              code: 'fields.check',
              errors: { amount: 'The amount is more than the 230.00 AED still due.' },
              fields: { amount: { code: 'payout.too_much', params: { due: '230.00' } } },
            },
            { status: 400 },
          );
        }
        const payout = { id: 1, therapistId: 2, month: '2026-11', date: '2026-11-20', method: 'bank_transfer', amount: '230.00', note: '', createdBy: 'Sara', createdAt: '2026-11-20T10:00:00Z' };
        return json({ payout, statement: { ...statement, payouts: [payout], paid: '230.00', due: '0.00' } }, { status: 201 });
      },
    });
    renderPanel();

    const therapist = screen.getByLabelText('Statement of therapist');
    // The active first.
    expect(await screen.findByRole('option', { name: 'Aya Noor' })).toBeInTheDocument();
    expect(within(therapist).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a therapist', 'Aya Noor', 'Mia Lopez']);
    fireEvent.change(screen.getByLabelText('Statement month'), { target: { value: '2026-11' } });
    fireEvent.change(therapist, { target: { value: '2' } });

    const table = await screen.findByRole('table', { name: 'Treatments of Aya Noor, 2026-11' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('2 Nov 2026Royal PackageAED 500.0040.00%AED 200.00AED 30.00');
    expect(months.at(-1)).toBe('2026-11');
    const totals = screen.getByRole('region', { name: 'Statement totals' }).textContent;
    expect(totals).toBe('Treatments1CommissionAED 200.00TipsAED 50.50Her tip shareAED 30.00Total dueAED 230.00PaidAED 0.00Still dueAED 230.00');
    expect(screen.getByRole('link', { name: 'Download PDF (English)' })).toHaveAttribute('href', '/api/admin/therapists/2/statement.pdf?month=2026-11');
    expect(screen.getByRole('link', { name: 'Download PDF (Arabic)' })).toHaveAttribute('href', '/api/admin/therapists/2/statement.pdf?month=2026-11&lang=ar');

    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const form = screen.getByRole('form', { name: 'Mark 2026-11 as paid to Aya Noor' });
    // The amount defaults to what is still due.
    expect(within(form).getByLabelText('Amount (AED)')).toHaveValue('230.00');
    fireEvent.change(within(form).getByLabelText('Amount (AED)'), { target: { value: '999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText('The amount is more than the 230.00 AED still due.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount (AED)')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Amount (AED)'), { target: { value: '230.00' } });
    fireEvent.change(within(form).getByLabelText('Method'), { target: { value: 'bank_transfer' } });
    fireEvent.change(within(form).getByLabelText('Date paid'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));

    await screen.findByRole('list', { name: 'Payouts' });
    expect(screen.getByRole('region', { name: 'Statement totals' }).textContent).toContain('Still dueAED 0.00');
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Payouts' }).textContent).toBe('20 Nov 2026 · Bank transfer · AED 230.00');
    expect(sent.at(-1)).toEqual({ month: '2026-11', date: '2026-11-20', method: 'bank_transfer', amount: '230.00' });
  });
});
