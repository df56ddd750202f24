import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig, type SiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { json, renderApp, stubApi, wholeText } from '@/testing/test-utils';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

// Shell tests use a path no page claims (the not-found page), so they do not depend on what pages show.
const shellOnly = '/shell-test';

describe('app shell', () => {
  it('shows a full-page spinner while the logged-in state loads for the first time', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({ '/api/auth/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp(shellOnly);

    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    act(() => {
      answer(new Response('{"message":"Unauthorized"}', { status: 401 }));
    });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('paints at once, without asking who is logged in, on a browser nobody signed in on', () => {
    const fetchMock = stubApi();
    renderApp(shellOnly);

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/user')).toBe(false);
  });

  it('renders landmarks and a skip link', async () => {
    stubApi();
    renderApp(shellOnly);

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('links the six pages and Book Now, marking only the current one', async () => {
    stubApi();
    renderApp('/');
    await screen.findByRole('banner');

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Gallery', '/gallery'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('marks Blog active on a post and Home inactive', async () => {
    stubApi();
    renderApp('/blog/rose-facial');
    await screen.findByRole('banner');

    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers Login (to /api/login) when nobody is logged in (401)', async () => {
    stubApi();
    renderApp('/');
    await screen.findByRole('banner');

    const login = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Login' })[0];
    expect(login).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument();
  });

  it('shows a user menu with Dashboard and Logout when logged in', async () => {
    stubApi({ '/api/auth/user': json({ id: 'admin', firstName: 'Layla' }) });
    const { user } = renderApp('/');

    const trigger = await screen.findByRole('button', { name: 'Layla' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(trigger);

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  });

  it("labels the user menu 'Admin' when the user has no first name", async () => {
    stubApi({ '/api/auth/user': json({ id: 'admin' }) });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });

  it('opens the small-screen menu and closes it on route change', async () => {
    stubApi();
    const { user, location } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Main menu' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });

    await user.click(within(menu).getByRole('link', { name: 'Gallery' }));
    expect(location().pathname).toBe('/gallery');
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('has the footer links, contact details and a floating WhatsApp button', async () => {
    stubApi();
    renderApp(shellOnly);
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Home',
      'About Us',
      'Services',
      'Gallery',
      'Contact',
      'Gift cards',
      'Packages & memberships',
    ]);
    // The fixture, like a fresh deployment, has no social profiles: WhatsApp alone.
    const social = within(footer).getByRole('list', { name: 'Social media' });
    expect(within(social).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      'WhatsApp (opens in a new tab)',
    ]);
    expect(within(footer).getByText('Mon-Sun 9:00 AM to 10:00 PM')).toBeInTheDocument();
    expect(within(footer).getAllByText(/Al Barsha 1/).length).toBeGreaterThan(0);

    const fab = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(fab).toHaveAttribute('href', testSiteConfig.business.links.whatsapp);
    expect(fab).toHaveAttribute('target', '_blank');
    expect(fab.getAttribute('rel')).toContain('noopener');
  });

  it("shows the spa's details as the server configured them, and only the social links it set", async () => {
    const configured: SiteConfig = {
      ...testSiteConfig,
      business: {
        ...testSiteConfig.business,
        name: 'Palm Jumeirah Wellness',
        shortName: 'Palm Wellness',
        hotel: 'The Crescent Resort',
        district: 'Palm Jumeirah',
        phone: '+971 4 555 0199',
        whatsapp: '971529876543',
        email: 'care@palm-wellness.example',
        instagram: 'https://www.instagram.com/palmwellness',
        links: {
          tel: 'tel:+97145550199',
          mailto: 'mailto:care@palm-wellness.example',
          whatsapp: 'https://wa.me/971529876543',
          maps: 'https://www.google.com/maps/search/?api=1&query=The+Crescent+Resort',
        },
      },
    };
    stubApi();
    renderApp(shellOnly, { siteConfig: configured });
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: '+971 4 555 0199' })).toHaveAttribute('href', 'tel:+97145550199');
    expect(within(footer).getByRole('link', { name: 'care@palm-wellness.example' })).toHaveAttribute(
      'href',
      'mailto:care@palm-wellness.example',
    );
    expect(within(footer).getAllByText(wholeText('The Crescent Resort, Palm Jumeirah, Dubai, UAE'))).toHaveLength(2);
    expect(within(footer).getByText(wholeText(/© \d{4} Palm Jumeirah Wellness\./))).toBeInTheDocument();
    const social = within(footer).getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/palmwellness'],
      ['WhatsApp (opens in a new tab)', 'https://wa.me/971529876543'],
    ]);
    // The server drops a prerendered link by this mark when its setting is empty; the app marks the same one.
    expect(links[0]?.closest('li')).toHaveAttribute('data-config-if', 'business.instagram');
    expect(links[1]?.closest('li')).not.toHaveAttribute('data-config-if');
    expect(screen.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/971529876543',
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Palm Wellness');
    expect(document.body.textContent).not.toContain('Serenity');
  });

  it.each(['/', '/about', '/services', '/gallery', '/booking', '/contact', '/gift-cards', '/packages', '/blog', '/privacy', '/terms', '/admin/login', '/admin'] as const)(
    'routes %s to its page, which sets its title',
    async (path) => {
      stubApi();
      renderApp(path);
      await waitFor(
        () => {
          expect(document.title).toBe(pageMetaFor(testSiteConfig.business)[path].title);
        },
        { timeout: 5000 },
      );
    },
  );

  it('shows the not-found page for any other path', async () => {
    stubApi();
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await waitFor(() => {
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    });
  });
});
