import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadLocale, loadMessages } from '@/lib/i18n';
import legalAr from '@/locales/legal/ar.json';
import privacyAr from '@/locales/privacy/ar.json';
import { json, renderApp, stubApi } from '@/testing/test-utils';

beforeAll(async () => {
  await Promise.all(['legal' as const, 'privacy' as const].flatMap((part) => [loadMessages(part, 'en'), loadMessages(part, 'ar')]));
});

afterEach(async () => {
  await loadLocale('en');
});

const sent = 'If we hold anything for this address, we have sent a link to it. It works for 24 hours.';

describe('the privacy page’s Your data form', { timeout: 30_000 }, () => {
  it('sends the address and the page’s language, and always answers the same', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/privacy/request': async (request) => {
        bodies.push(await request.json());
        return new Response(null, { status: 202 });
      },
    });
    const { user } = renderApp('/privacy');
    const form = await screen.findByRole('region', { name: 'Your data' }, { timeout: 15_000 });
    await user.type(within(form).getByRole('textbox', { name: 'Your e-mail address' }), ' mariam@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send me the link' }));
    expect(await within(form).findByText(sent)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'mariam@example.com', language: 'en' }]);
  });

  it('refuses what is not an address, without asking the server', async () => {
    const fetchMock = stubApi();
    const { user } = renderApp('/privacy');
    const form = await screen.findByRole('region', { name: 'Your data' }, { timeout: 15_000 });
    const field = within(form).getByRole('textbox', { name: 'Your e-mail address' });
    await user.type(field, 'mariam');
    await user.click(within(form).getByRole('button', { name: 'Send me the link' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter an e-mail address, like name@example.com.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says so when the request cannot be sent', async () => {
    stubApi({ 'POST /api/privacy/request': json({ message: 'boom' }, { status: 500 }) });
    const { user } = renderApp('/privacy');
    const form = await screen.findByRole('region', { name: 'Your data' }, { timeout: 15_000 });
    await user.type(within(form).getByRole('textbox', { name: 'Your e-mail address' }), 'mariam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send me the link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not send the link just now.');
  });

  it('asks in Arabic on /ar/privacy, and sends the language ar', async () => {
    await loadLocale('ar');
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/privacy/request': async (request) => {
        bodies.push(await request.json());
        return new Response(null, { status: 202 });
      },
    });
    const { user } = renderApp('/ar/privacy');
    const form = await screen.findByRole('region', { name: legalAr['legal.privacy.yourData.title'] }, { timeout: 15_000 });
    await user.type(within(form).getByRole('textbox', { name: privacyAr['privacy.request.email'] }), 'mariam@example.com');
    await user.click(within(form).getByRole('button', { name: privacyAr['privacy.request.submit'] }));
    expect(await within(form).findByText(privacyAr['privacy.request.sent'])).toBeInTheDocument();
    await waitFor(() => {
      expect(bodies).toEqual([{ email: 'mariam@example.com', language: 'ar' }]);
    });
  });
});
