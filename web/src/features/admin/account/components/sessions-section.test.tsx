import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const nav = {
  spaName: 'Serenity Day Spa Dubai',
  user: { name: 'Layla' },
  today: '2026-06-12',
  now: '2026-06-12T10:00:00+04:00',
  timeZone: 'Asia/Dubai',
  counts: { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 0 },
};

const profile = { id: 4, name: 'Layla', email: 'layla@spa.ae', role: 'reception', permissions: ['signed_in'], therapistId: null, codeOn: false };

const laptop = { id: 7, device: 'Firefox on macOS', address: '203.0.113.9', signedInAt: '2026-06-12T05:00:00Z', lastUsedAt: '2026-06-12T06:00:00Z', current: true };
const phone = { id: 9, device: 'Chrome on Android', address: '203.0.113.10', signedInAt: '2026-06-11T04:30:00Z', lastUsedAt: '2026-06-11T05:00:00Z', current: false };

describe('My account: Sessions', () => {
  it('lists each signed-in device with its times, marks this one, and ends another with a toast', async () => {
    let sessions = [laptop, phone];
    const ended: string[] = [];
    stubApi({
      '/api/auth/user': json({ id: '4', firstName: 'Layla', isAuthenticated: true }),
      '/api/admin/status': json({ isAdmin: true, role: 'reception' }),
      '/api/admin/nav': json(nav),
      '/api/admin/me': json(profile),
      '/api/admin/me/sessions': () => json(sessions),
      'DELETE /api/admin/sessions/9': (request) => {
        ended.push(new URL(request.url).pathname);
        sessions = [laptop];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/admin?tab=account');
    const section = await screen.findByRole('region', { name: 'Sessions' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [laptopRow, phoneRow] = rows as [HTMLElement, HTMLElement];
    expect(laptopRow).toHaveTextContent('Firefox on macOS');
    expect(laptopRow).toHaveTextContent('This device');
    expect(laptopRow).toHaveTextContent('Signed in 12 Jun 2026, 9:00 AM · Last use 12 Jun 2026, 10:00 AM');
    expect(within(laptopRow).queryByRole('button')).not.toBeInTheDocument();
    expect(phoneRow).toHaveTextContent('Chrome on Android');
    expect(phoneRow).not.toHaveTextContent('This device');

    await user.click(within(phoneRow).getByRole('button', { name: 'End the session on Chrome on Android' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(ended).toEqual(['/api/admin/sessions/9']);
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's refusal when a session cannot be ended", async () => {
    stubApi({
      '/api/auth/user': json({ id: '4', firstName: 'Layla', isAuthenticated: true }),
      '/api/admin/status': json({ isAdmin: true, role: 'reception' }),
      '/api/admin/nav': json(nav),
      '/api/admin/me': json(profile),
      '/api/admin/me/sessions': json([laptop, phone]),
      'DELETE /api/admin/sessions/9': json({ message: 'Session not found', code: 'session.not_found' }, { status: 404, statusText: 'Not Found' }),
    });
    const { user } = renderApp('/admin?tab=account');
    await user.click(await screen.findByRole('button', { name: 'End the session on Chrome on Android' }));
    expect(await screen.findByText('Could not end the session')).toBeInTheDocument();
    expect(screen.getByText('Session not found')).toBeInTheDocument();
  });
});
