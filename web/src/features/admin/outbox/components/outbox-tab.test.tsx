import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const failed = {
  id: 7,
  bookingId: 42,
  kind: 'confirmed',
  recipient: 'layla@example.ae',
  status: 'failed',
  attempts: 6,
  lastError: '550 mailbox unavailable',
  createdAt: '2026-11-20T08:00:00Z',
  dueAt: '2026-11-20T08:00:00Z',
  sentAt: '',
  calendar: true,
  note: '',
};

describe('Sent e-mails tab', () => {
  it("says why when the server refuses 'Send again', and keeps the row", async () => {
    const fetchMock = stubApi({
      '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
      '/api/admin/status': json({ isAdmin: true }),
      '/api/admin/outbox': json([failed], { headers: { 'X-Total-Count': '1' } }),
      'POST /api/admin/outbox/7/resend': json({ message: 'This booking has changed since: the message is no longer sent.' }, { status: 409 }),
    });
    const { user } = renderApp('/admin?tab=outbox');
    await user.click(await screen.findByRole('button', { name: 'Send message 7 again' }, { timeout: 15_000 }));
    const toast = await screen.findByText('This booking has changed since: the message is no longer sent.');
    expect(within(toast.closest('li') ?? document.body).getByText('Not Sent')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => typeof url === 'string' && url.endsWith('/api/admin/outbox/7/resend') && init?.method === 'POST')).toBe(true);
    expect(screen.getByText('550 mailbox unavailable')).toBeInTheDocument();
  });

  it('shows when a waiting message is due and when a sent one went, in the spa\'s short form', async () => {
    const waiting = { ...failed, id: 8, kind: 'reminder', status: 'pending', attempts: 0, lastError: '', createdAt: '2026-11-20T08:00:00Z', dueAt: '2026-11-27T14:00:00Z' };
    const sent = { ...failed, id: 9, status: 'sent', attempts: 1, lastError: '', createdAt: '2026-11-20T08:00:00Z', sentAt: '2026-11-20T08:01:00Z' };
    stubApi({
      '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
      '/api/admin/status': json({ isAdmin: true }),
      '/api/admin/outbox': json([waiting, sent, failed], { headers: { 'X-Total-Count': '3' } }),
    });
    renderApp('/admin?tab=outbox');
    const table = await screen.findByRole('table', { name: 'Sent e-mails, newest first' }, { timeout: 15_000 });
    const when = (id: number) => table.querySelector(`tr[data-message-id="${String(id)}"] td:nth-child(5)`)?.textContent;
    await within(table).findByText('Reminder');
    expect(when(8)).toBe('Due 27 Nov 2026, 6:00 PM'); // 14:00 UTC on the spa's clock, not when it was written
    expect(when(9)).toBe('Sent 20 Nov 2026, 12:01 PM');
    expect(when(7)).toBe('Written 20 Nov 2026, 12:00 PM');
  });
});
