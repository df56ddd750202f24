import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const nav = {
  spaName: 'Serenity Day Spa Dubai',
  user: { name: 'Aisha' },
  today: '2026-06-12',
  now: '2026-06-12T10:00:00+04:00',
  timeZone: 'Asia/Dubai',
  counts: { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 0 },
};

/** What the dashboard reads once someone is in. */
function dashboard(isAdmin: () => boolean) {
  return {
    '/api/auth/user': () =>
      isAdmin() ? json({ id: '1', firstName: 'Aisha', isAuthenticated: true }) : json({ message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' }),
    '/api/admin/status': () => json(isAdmin() ? { isAdmin: true, role: 'owner' } : { isAdmin: false }),
    '/api/admin/stats': json({ totalBookings: 0, pendingBookings: 0, confirmedBookings: 0, completedBookings: 0 }),
    '/api/admin/bookings': json([], { headers: { 'X-Total-Count': '0' } }),
    '/api/admin/nav': json(nav),
  };
}

async function typePassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('E-mail'), 'aisha@spa.ae');
  await user.type(screen.getByLabelText('Password'), 'the password');
  await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
}

describe('admin login with a sign-in code', () => {
  it("asks for the code after the right password, refuses a wrong one as 'Login Failed', then signs in", async () => {
    const bodies: string[] = [];
    let signedIn = false;
    const fetchMock = stubApi({
      ...dashboard(() => signedIn),
      'POST /api/admin/login': async (request) => {
        const body = await request.text();
        bodies.push(body);
        const { code } = JSON.parse(body) as { code?: string };
        if (code === undefined) return json({ needsCode: true });
        if (code !== '123 456') return json({ message: 'Invalid code. Please try again.', code: 'auth.bad_code' }, { status: 401 });
        signedIn = true;
        return json({ message: 'Login successful' });
      },
    });
    const { user, location } = renderApp('/admin/login');
    await typePassword(user);
    const code = await screen.findByLabelText('Code');
    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
    expect(bodies).toEqual(['{"email":"aisha@spa.ae","password":"the password"}']);

    // An empty code is asked for under its field, without calling the server.
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Please enter the code from your authenticator app.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(1);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid code. Please try again.')).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/login');

    await user.clear(code);
    await user.type(code, ' 123 456 ');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/admin');
    });
    expect(bodies.at(-1)).toBe('{"email":"aisha@spa.ae","password":"the password","code":"123 456"}');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/login')).toHaveLength(3);
  });

  it('sets up a required code: the key, its first code, the recovery codes, then the dashboard', async () => {
    let setUp = false;
    const fetchMock = stubApi({
      ...dashboard(() => setUp),
      'POST /api/admin/login': json({ needsSetup: true }),
      'POST /api/admin/me/code': json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Serenity:aisha@spa.ae?secret=JBSWY3DPEHPK3PXP' }),
      'POST /api/admin/me/code/confirm': async (request) => {
        const { code } = JSON.parse(await request.text()) as { code: string };
        if (code !== '654321') {
          return json(
            { message: 'Please check the form.', errors: { code: 'That code is not right. Please try again.' } },
            { status: 400, statusText: 'Bad Request' },
          );
        }
        setUp = true;
        return json({ recoveryCodes: ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'] });
      },
    });
    const { user, location } = renderApp('/admin/login');
    await typePassword(user);
    expect(await screen.findByRole('heading', { name: 'Set up your sign-in code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show my key' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/Serenity:aisha@spa.ae?secret=JBSWY3DPEHPK3PXP',
    );

    const code = screen.getByLabelText('Code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on code' }));
    expect(await screen.findByText('That code is not right. Please try again.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on code' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('abcd-efgh-jkmn');
    expect(list).toHaveTextContent('pqrs-tuvw-xyz2');
    expect(location().pathname).toBe('/admin/login');

    await user.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/admin');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/me/code')).toHaveLength(1);
  });
});
