import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { MyEarningsPlace } from './my-earnings-place';

const november = {
  therapistId: 2,
  name: 'Aya Noor',
  month: '2026-11',
  days: [
    { date: '2026-11-02', count: 2, commission: '333.33', therapistTipShare: '42.35', earnings: '375.68' },
    { date: '2026-11-14', count: 1, commission: '180.01', therapistTipShare: '25.55', earnings: '205.56' },
  ],
  totals: { count: 3, commission: '513.34', therapistTipShare: '67.90', earnings: '581.24' },
};

describe('MyEarningsPlace', () => {
  it("shows the month's totals and each day's commission and tip share, and reads the month she picks", async () => {
    const months: string[] = [];
    stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/me/earnings': (request: Request) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        months.push(month);
        return json(month === '2025-10' ? november : { ...november, month, days: [], totals: { count: 0, commission: '0.00', therapistTipShare: '0.00', earnings: '0.00' } });
      },
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
        <MemoryRouter initialEntries={['/admin?tab=my-earnings']}>
          <MyEarningsPlace />
        </MemoryRouter>
      </AppProvider>,
    );

    // This month has no invoices of hers.
    expect(await screen.findByText('No invoices under your name this month.')).toBeInTheDocument();
    expect(months[0]).toMatch(/^\d{4}-\d{2}$/);

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-10' } });
    const days = await screen.findByRole('list', { name: 'Per day' });
    expect(within(days).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 Nov 2026 · AED 375.68Commission AED 333.33 · Tip share AED 42.35 · 2 treatments',
      '14 Nov 2026 · AED 205.56Commission AED 180.01 · Tip share AED 25.55 · 1 treatment',
    ]);
    const totals = screen.getByRole('region', { name: 'Month totals' }).textContent;
    expect(totals).toBe('EarningsAED 581.24CommissionAED 513.34Tip shareAED 67.90Treatments3');
    expect(months.at(-1)).toBe('2025-10');
  });
});
