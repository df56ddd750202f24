import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, ownerProfile, stubApi } from '@/testing/test-utils';

import { TimeOffRequestsPanel } from './time-off-requests-panel';

const request = (id: number, therapistName: string, from: string, to: string, note = '') => ({
  id,
  therapistId: id + 10,
  therapistName,
  from,
  to,
  note,
  status: 'pending',
  decidedBy: '',
  decidedAt: null,
  createdAt: '2026-11-22T08:00:00Z',
});

function renderPanel() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <MemoryRouter initialEntries={['/admin?tab=calendar']}>
        <TimeOffRequestsPanel />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

describe('TimeOffRequestsPanel', () => {
  it('lists the pending requests and approves or declines each with its own call', async () => {
    const decided: string[] = [];
    let pending = [request(1, 'Amal', '2026-12-01', '2026-12-02', 'Family visit'), request(2, 'Mona', '2026-12-10', '2026-12-10')];
    const decide = (request: Request) => {
      const path = new URL(request.url).pathname;
      decided.push(path);
      pending = pending.filter((r) => !path.includes(`/${String(r.id)}/`));
      return json({});
    };
    stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/time-off-requests': () => json(pending),
      'POST /api/admin/time-off-requests/1/approve': decide,
      'POST /api/admin/time-off-requests/2/decline': decide,
    });
    const { user } = renderPanel();

    expect(await screen.findByRole('heading', { name: 'Time off requests (2)' })).toBeInTheDocument();
    expect(screen.getByText(/Family visit/).closest('p')).toHaveTextContent('Amal · 1 Dec 2026 – 2 Dec 2026 · Family visit');
    await user.click(screen.getByRole('button', { name: 'Approve Amal, 1 Dec 2026 – 2 Dec 2026' }));
    expect(await screen.findByRole('heading', { name: 'Time off requests (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline Mona, 10 Dec 2026' }));
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: /Time off requests/ })).not.toBeInTheDocument();
    });
    expect(decided).toEqual(['/api/admin/time-off-requests/1/approve', '/api/admin/time-off-requests/2/decline']);
  });

  it('shows nothing to a role without the team permission, and does not even ask for the requests', async () => {
    const fetch = stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/me': json({ ...ownerProfile, role: 'reception', permissions: ['signed_in', 'calendar', 'bookings'] }),
      '/api/admin/time-off-requests': json([request(1, 'Amal', '2026-12-01', '2026-12-02')]),
    });
    renderPanel();
    const asked = () => fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    await waitFor(() => {
      expect(asked().some((url) => url.includes('/api/admin/me'))).toBe(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked().some((url) => url.includes('/api/admin/time-off-requests'))).toBe(false);
    expect(screen.queryByRole('heading', { name: /Time off requests/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Approve|Decline)/ })).not.toBeInTheDocument();
  });
});
