import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, ownerProfile, stubApi } from '@/testing/test-utils';

import { incomeRecord } from '../testing/income-record';
import { IncomeEditDialog } from './income-edit-dialog';

const invoice = incomeRecord();

const change = {
  id: 8,
  at: '2026-05-02T08:15:00Z',
  actor: { userId: 2, name: 'Mona Manager', role: 'manager' },
  address: '10.0.0.7',
  requestId: 'r',
  entity: 'income',
  entityId: '5',
  action: 'update',
  before: { cashAmount: 25000 },
  after: { cashAmount: 30000 },
};

function renderDialog(api: Parameters<typeof stubApi>[0] = {}) {
  stubApi(api);
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <IncomeEditDialog transaction={invoice} onClose={() => undefined} />
    </AppProvider>,
  );
  return screen.getByRole('dialog', { name: 'Edit Transaction' });
}

describe('income edit dialog history', () => {
  it("shows the invoice's changes from the audit log, read when History is opened", async () => {
    const asked: string[] = [];
    const dialog = renderDialog({
      '/api/admin/audit': (request) => {
        asked.push(new URL(request.url).search);
        return json([change], { headers: { 'X-Total-Count': '1' } });
      },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Show history' }));
    const list = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
    expect(list).toHaveTextContent('Mona Manager');
    expect(asked).toEqual(['?entity=income&entityId=5&page=1&limit=10']);
  });

  it('shows no History to a role that may not read the audit log', async () => {
    const dialog = renderDialog({ '/api/admin/me': json({ ...ownerProfile, role: 'reception', permissions: ['signed_in', 'income'] }) });
    expect(await within(dialog).findByLabelText('Cash Tips (AED)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('button', { name: 'Show history' })).not.toBeInTheDocument();
  });
});
