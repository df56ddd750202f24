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
});
