import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { loadLocale, loadMessages } from '@/lib/i18n';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const token = 'Q2hhbmdlTWVPbmx5SWZZb3VIYXZlSXQx';

beforeAll(async () => {
  await Promise.all(['manage' as const, 'errors' as const].flatMap((part) => [loadMessages(part, 'en'), loadMessages(part, 'ar')]));
});

/** A booking checked out: completed, no longer changeable, with its invoice and a credit note. */
const checkedOut = {
  serviceId: 7,
  serviceName: 'Swedish Relaxation Massage',
  duration: 60,
  bookingDate: '2099-03-10',
  bookingTime: '10:00',
  endTime: '11:00',
  status: 'completed',
  totalAmount: '320.00',
  customerName: 'Mariam Guest',
  canChange: false,
  reason: 'This booking can no longer be changed.',
  changeUntil: '2099-03-09T18:00:00Z',
  preference: 'any',
  language: 'en',
  documents: [
    { id: 12, number: 'INV-000012', kind: 'invoice', issueDate: '2099-03-10', total: '320.00' },
    { id: 13, number: 'CN-000004', kind: 'credit_note', issueDate: '2099-03-11', total: '20.00' },
  ],
};

describe('manage page: the invoice', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it('lists the booking\'s documents under "Your invoice", each with a link to its PDF on the link itself', async () => {
    stubApi({ [`/api/manage/${token}`]: json(checkedOut) });
    renderApp(`/booking/manage/${token}`);
    expect(await screen.findByRole('heading', { name: 'Your invoice' }, { timeout: 15_000 })).toBeInTheDocument();
    const invoice = screen.getByRole('link', { name: 'Download Invoice INV-000012 (PDF)' });
    expect(invoice).toHaveAttribute('href', `/api/manage/${token}/invoices/12/pdf`);
    expect(invoice).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download Credit note CN-000004 (PDF)' })).toHaveAttribute(
      'href',
      `/api/manage/${token}/invoices/13/pdf`,
    );
    expect(screen.getByText(/AED 320/, { selector: 'span' })).toBeInTheDocument();
  });

  it('says it in Arabic on the Arabic page', async () => {
    await loadLocale('ar');
    stubApi({ [`/api/manage/${token}`]: json({ ...checkedOut, language: 'ar' }), '/api/services': json([]) });
    renderApp(`/ar/booking/manage/${token}`, { siteConfig: { ...testSiteConfig, changeCutoff: '12 ساعة' } });
    expect(await screen.findByRole('heading', { name: 'فاتورتك' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تنزيل الفاتورة INV-000012 (PDF)' })).toHaveAttribute(
      'href',
      `/api/manage/${token}/invoices/12/pdf`,
    );
  });

  it('shows no invoice section before checkout', async () => {
    const pending: Record<string, unknown> = { ...checkedOut, status: 'pending', canChange: true, reason: '' };
    delete pending.documents;
    stubApi({ [`/api/manage/${token}`]: json(pending) });
    renderApp(`/booking/manage/${token}`);
    expect(await screen.findByTestId('manage-treatment', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your invoice' })).not.toBeInTheDocument();
  });
});
