import { screen } from '@testing-library/react';
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

const profile = { id: 4, name: 'Layla', email: 'layla@spa.ae', role: 'reception', permissions: ['signed_in'], therapistId: null };

function signedIn(me: () => Response, more: Record<string, (request: Request) => Response | Promise<Response>> = {}) {
  return stubApi({
    '/api/auth/user': json({ id: '4', firstName: 'Layla', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true, role: 'reception' }),
    '/api/admin/nav': json(nav),
    '/api/admin/me': () => me(),
    ...more,
  });
}

describe('My account', () => {
  it("is reached from the signed-in name, and turns the code off with the password, showing the server's refusal", async () => {
    let codeOn = true;
    signedIn(() => json({ ...profile, codeOn }), {
      'DELETE /api/admin/me/code': async (request) => {
        const { password } = JSON.parse(await request.text()) as { password: string };
        if (password !== 'right one') {
          return json({ message: 'Please check the form.', errors: { password: 'The password is not right.' } }, { status: 400, statusText: 'Bad Request' });
        }
        codeOn = false;
        return json({ ...profile, codeOn });
      },
    });
    const { user, location } = renderApp('/admin?tab=today');
    await user.click(await screen.findByRole('link', { name: 'Layla' }));
    expect(location().search).toBe('?tab=account');
    expect(await screen.findByRole('heading', { name: 'Sign-in code' })).toBeInTheDocument();
    expect(screen.getByText('On: sign-ins need a code from your authenticator app after the password.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off code' }));
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Please enter the admin password.')).toBeInTheDocument();
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Turn off code' }));
    expect(await screen.findByText('The password is not right.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'right one');
    await user.click(screen.getByRole('button', { name: 'Turn off code' }));
    expect(await screen.findByText('Off: sign-ins need your password only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show my key' })).toBeInTheDocument();
  });

  it('sets the code up: the recovery codes stay until Done, then the code shows as on', async () => {
    let codeOn = false;
    signedIn(() => json({ ...profile, codeOn }), {
      'POST /api/admin/me/code': () => json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Spa:layla@spa.ae?secret=JBSWY3DPEHPK3PXP' }),
      'POST /api/admin/me/code/confirm': () => {
        codeOn = true;
        return json({ recoveryCodes: ['abcd-efgh-jkmn'] });
      },
    });
    const { user } = renderApp('/admin?tab=account');
    expect(await screen.findByText('Off: sign-ins need your password only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show my key' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on code' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('On: sign-ins need a code from your authenticator app after the password.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });
});
