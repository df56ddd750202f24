import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { testSiteConfig, type SiteConfig } from '@/config/business';
import { knownPermissions, type Permission } from '@/features/admin/shared/api/get-admin-me';
import { signedInCookieName } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** A JSON response, as the Go API sends it. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { status: 200, ...init, headers });
}

export const unauthorized = () => json({ message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' });

type Handler = Response | ((request: Request) => Response | Promise<Response>);

/** Every permission an owner's GET /api/admin/me lists: all the app knows. */
export const ownerPermissions: Permission[] = [...knownPermissions];

/**
 * The person a signed-in dashboard is, unless a test says otherwise: an owner, who may open every place but a
 * therapist's own ones, which the server lists only for an account linked to a therapist record.
 */
export const ownerProfile = {
  id: 1,
  name: 'Admin',
  email: 'owner@serenity.example',
  role: 'owner',
  permissions: ownerPermissions.filter((p) => !p.startsWith('own_')),
  therapistId: null,
};

const setSignedInHint = (on: boolean) => {
  document.cookie = on ? `${signedInCookieName}=1; path=/` : `${signedInCookieName}=; max-age=0; path=/`;
};

/**
 * Replaces fetch with a table of `'METHOD /path'` (or `'/path'` for GET) handlers. Unknown calls answer 404;
 * `/api/admin/me` answers an owner (ownerProfile) unless the table says otherwise.
 * By default nobody is logged in. A table with its own `/api/auth/user` is a browser someone signed in on:
 * it starts with the server's signed-in hint, which, as the server does, a successful login sets and a
 * logout or a 401 from /api/auth/user expires. Returns the mock to inspect calls.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const table: Record<string, Handler> = { '/api/auth/user': unauthorized, '/api/admin/me': () => json(ownerProfile), ...handlers };
  setSignedInHint('/api/auth/user' in handlers);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const handler = table[`${request.method} ${path}`] ?? (request.method === 'GET' ? table[path] : undefined);
    if (!handler) return new Response('', { status: 404, statusText: 'Not Found' });
    const response = typeof handler === 'function' ? await handler(request) : handler.clone();
    if (path === '/api/admin/login' && response.ok) setSignedInHint(true);
    if (path === '/api/admin/logout' || (path === '/api/auth/user' && response.status === 401)) setSignedInHint(false);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders the whole app (shell, routes, providers) at `path`, with reads not retried, with the spa's details
 * the server would send (by default the fixture: the server's defaults). `location()` tells where the app is now.
 */
export function renderApp(path: string, { siteConfig = testSiteConfig }: { siteConfig?: SiteConfig } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  let current: Location | undefined;
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} siteConfig={siteConfig}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { ...view, location, queryClient, user };
}

/**
 * A text matcher for a text broken up by elements (a sentence whose details are isolated in spans of their own): the
 * innermost elements whose whole text is `expected`.
 */
export function wholeText(expected: string | RegExp) {
  const matches = (element: Element | null): boolean =>
    element !== null && (typeof expected === 'string' ? element.textContent === expected : expected.test(element.textContent));
  return (_content: string, element: Element | null): boolean =>
    matches(element) && !Array.from(element?.children ?? []).some(matches);
}
