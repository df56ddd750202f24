import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

describe('admin login', () => {
  it("refuses an empty password with 'Password Required' without calling the server", async () => {
    const fetchMock = stubApi();
    const { user } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Password Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter the admin password.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/login')).toBe(false);
  });

  it("shows the server's message, or the default, as 'Login Failed'", async () => {
    let answer = json({ message: 'Invalid password' }, { status: 401, statusText: 'Unauthorized' });
    stubApi({ 'POST /api/admin/login': () => answer.clone() });
    const { user } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('E-mail'), 'owner@spa.ae');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();

    answer = new Response('', { status: 500, statusText: 'Internal Server Error' });
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Invalid password. Please try again.')).toBeInTheDocument();
  });

  it('asks for the e-mail, under its field, before calling the server', async () => {
    const fetchMock = stubApi();
    const { user } = renderApp('/admin/login');
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText('Password'), 'a password');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
    expect(email).toHaveFocus();

    await user.type(email, 'owner');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/login')).toBe(false);
  });

  it('shows and hides the password', async () => {
    stubApi();
    const { user } = renderApp('/admin/login');
    const field = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it("logs in: 'Login Successful', then the dashboard with the person signed in", async () => {
    let loggedIn = false;
    const fetchMock = stubApi({
      'POST /api/admin/login': () => {
        loggedIn = true;
        return json({ message: 'Login successful' });
      },
      '/api/auth/user': () =>
        loggedIn
          ? json({ id: 'admin', firstName: 'Admin', isAuthenticated: true })
          : json({ message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' }),
      '/api/admin/status': () => json({ isAdmin: loggedIn }),
      '/api/admin/stats': json({ totalBookings: 0, pendingBookings: 0, confirmedBookings: 0, completedBookings: 0 }),
      '/api/admin/bookings': json([], { headers: { 'X-Total-Count': '0' } }),
      '/api/admin/nav': json({
        spaName: 'Serenity Day Spa Dubai',
        user: { name: 'Admin' },
        today: '2026-06-12',
        now: '2026-06-12T10:00:00+04:00',
        timeZone: 'Asia/Dubai',
        counts: { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 0 },
      }),
    });
    const { user, location } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('E-mail'), ' Owner@Spa.ae ');
    await user.type(screen.getByLabelText('Password'), ' secret with spaces ');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/admin');
    });
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/admin/login');
    expect(login?.[1]?.body).toBe('{"email":"Owner@Spa.ae","password":" secret with spaces "}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Admin');
    });
  });
});
