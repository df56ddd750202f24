import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const message = {
  id: 9,
  bookingId: 42,
  kind: 'request_received',
  recipient: 'layla@example.ae',
  status: 'pending',
  attempts: 0,
  lastError: '',
  createdAt: '2026-11-20T08:00:00Z',
  sentAt: '',
  calendar: false,
  note: 'not sent: no mail server configured',
};

// The server's rendering, with a script as a failure of the server's escaping could let in: the frame carries
// the document byte for byte and gives it no permission to run (the browser test checks the frame in Chromium).
const html =
  '<!DOCTYPE html><html lang="en"><head><title>We have your request</title></head><body><h1>We have your request</h1>' +
  '<p>Dear Layla &amp; Omar,</p><script>parent.document.title = "owned"</script>' +
  '<a href="https://spa.example/booking/manage/abc">Change or cancel your booking</a></body></html>';

describe('Sent e-mails: the preview', () => {
  it('shows the HTML part as received, in a frame without any permission, and the plain-text part', async () => {
    stubApi({
      '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
      '/api/admin/status': json({ isAdmin: true }),
      '/api/admin/outbox': json([message], { headers: { 'X-Total-Count': '1' } }),
      '/api/admin/outbox/9': json({
        ...message,
        preview: { subject: 'We have your request — Palm & Pearl', text: 'Dear Layla & Omar,\nWe will confirm within 15 minutes.', html },
        ics: '',
      }),
    });
    const { user } = renderApp('/admin?tab=outbox');
    await user.click(await screen.findByRole('button', { name: 'Preview message 9' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Message preview' });
    await within(dialog).findByText('We have your request — Palm & Pearl');

    const frame = within(dialog).getByTitle('The e-mail as the recipient sees it');
    expect(frame.tagName).toBe('IFRAME');
    // sandbox="" (present and empty): no scripts, an opaque origin, no forms, no pop-ups, no top navigation.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(frame.hasAttribute('src')).toBe(false);
    expect(within(dialog).getByRole('heading', { name: 'As an e-mail' })).toBeInTheDocument();

    const text = within(dialog).getByLabelText('Message text');
    expect(text.textContent).toBe('Dear Layla & Omar,\nWe will confirm within 15 minutes.');
  });

  it('says so when the preview cannot be loaded', async () => {
    stubApi({
      '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
      '/api/admin/status': json({ isAdmin: true }),
      '/api/admin/outbox': json([message], { headers: { 'X-Total-Count': '1' } }),
      '/api/admin/outbox/9': json({ message: 'Message not found.' }, { status: 404 }),
    });
    const { user } = renderApp('/admin?tab=outbox');
    await user.click(await screen.findByRole('button', { name: 'Preview message 9' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Message preview' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The preview could not be loaded.');
    expect(within(dialog).queryByTitle('The e-mail as the recipient sees it')).toBeNull();
  });
});
