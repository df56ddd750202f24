import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const defaults = { contactMessagesMonths: 24, inactiveCustomersMonths: 36, emailBodiesMonths: 12, auditEventsMonths: 60 };

function api(put?: (request: Request) => Response | Promise<Response>) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/opening-hours': json([]),
    '/api/admin/special-days': json([]),
    '/api/admin/settings/retention': json(defaults),
    ...(put ? { 'PUT /api/admin/settings/retention': put } : {}),
  });
}

describe('hours place: keeping personal data', { timeout: 30_000 }, () => {
  it('shows the retention in months and saves every field', async () => {
    let sent: unknown = null;
    api(async (request) => {
      sent = await request.json();
      return json({ ...defaults, contactMessagesMonths: 18 });
    });
    const { user } = renderApp('/admin?tab=hours');
    const section = await screen.findByRole('region', { name: 'Keeping personal data' }, { timeout: 15_000 });
    const messages = await within(section).findByRole('spinbutton', { name: /Contact messages are anonymised after/ });
    expect(messages).toHaveValue(24);
    expect(within(section).getByRole('spinbutton', { name: /Customers with no booking/ })).toHaveValue(36);
    expect(within(section).getByRole('spinbutton', { name: /Sent e-mails lose their text/ })).toHaveValue(12);
    const audit = within(section).getByRole('spinbutton', { name: /Activity log entries/ });
    expect(audit).toHaveValue(60);
    // The law's five years: the field refuses fewer.
    expect(audit).toHaveAttribute('min', '60');
    await user.clear(messages);
    await user.type(messages, '18');
    await user.click(within(section).getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Retention saved')).toBeInTheDocument();
    expect(sent).toEqual({ ...defaults, contactMessagesMonths: 18 });
  });

  it('says so when the settings cannot be read, and the hours still show', async () => {
    stubApi({
      '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
      '/api/admin/status': json({ isAdmin: true }),
      '/api/admin/opening-hours': json([]),
      '/api/admin/special-days': json([]),
    });
    renderApp('/admin?tab=hours');
    const section = await screen.findByRole('region', { name: 'Keeping personal data' }, { timeout: 15_000 });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load the retention settings.');
    expect(screen.getByRole('heading', { name: 'Opening hours' })).toBeInTheDocument();
  });
});
