import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pageFor } from '@/app/pages';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { testSiteConfig, type SiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/testing/test-utils';

import { page } from './prerender';

/** A deployment's own details, none of them the defaults, with characters HTML must escape. */
const served: SiteConfig = {
  ...testSiteConfig,
  business: {
    ...testSiteConfig.business,
    name: 'Palm & "Wellness" <Spa>',
    shortName: "Palm's Spa",
    hotel: 'The Crescent Resort',
    district: 'Palm Jumeirah',
    phone: '+971 4 555 0199',
    whatsapp: '971529876543',
    email: 'care@palm-wellness.example',
    hours: {
      week: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
      weekLong: 'Tuesday-Sunday 10:00 AM - 11:00 PM (closed Monday)',
      daily: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
      dailyDash: 'Tue-Sun 10:00 AM-11:00 PM (closed Mon)',
      everyDayFrom: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
      everyDay: 'Tue-Sun 10:00 AM - 11:00 PM (closed Mon)',
      everyDayComma: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
    },
    instagram: 'https://www.instagram.com/palmwellness?hl=en&igsh=1',
    links: {
      tel: 'tel:+97145550199',
      mailto: 'mailto:care@palm-wellness.example',
      whatsapp: 'https://wa.me/971529876543',
      maps: 'https://www.google.com/maps/search/?api=1&query=The+Crescent+Resort',
    },
  },
};

function valueAt(config: SiteConfig, path: string): string {
  const parts = path.split('.');
  let node: unknown = config;
  for (const part of parts) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`unknown placeholder {{${path}}}`);
  return node;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * What the browser makes of the page the Go server sends (internal/httpapi/siteconfig.go: fillHTML, whose own
 * tests check the bytes): each placeholder replaced by its value, HTML-escaped, and each element whose
 * data-config-if setting is empty left out.
 */
function serve(prerendered: string, config: SiteConfig, container: HTMLElement): void {
  container.innerHTML = prerendered.replace(/\{\{([A-Za-z.]+)\}\}/g, (_, path: string) => escapeHtml(valueAt(config, path)));
  for (const element of container.querySelectorAll('[data-config-if]')) {
    if (valueAt(config, element.getAttribute('data-config-if') ?? '') === '') element.remove();
  }
}

/**
 * The page as the build prerenders it (renderPage), rendered again until its lazy code has loaded. (Only
 * renderToString here: react-dom/static's prerender, run in the same JavaScript realm as a client root, leaves
 * its router context behind. The build runs it in a process of its own.)
 */
async function prerendered(path: string): Promise<string> {
  await pageFor(path).load(); // the page's code, which vitest compiles on first use (slow on a busy machine)
  for (let attempt = 0; attempt < 200; attempt++) {
    const queryClient = createQueryClient();
    const html = renderToString(page(path, queryClient));
    queryClient.clear();
    if (!/<!--\$[?!]-->/.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path}: the page did not render whole`);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the prerendered pages', { timeout: 60_000 }, () => {
  it.each(['/', '/booking', '/contact', '/gift-cards', '/packages', '/privacy'])(
    '%s hydrates with the configured details without a mismatch or a change',
    async (path) => {
      // The services, the gift card options and the offers stay loading.
      const pending = () => new Promise<Response>(() => undefined);
      stubApi({ '/api/services': pending, '/api/gift-cards/options': pending, '/api/offers': pending });
      const html = await prerendered(path);
      expect(html).toContain('{{business.phone}}');

      const container = document.createElement('div');
      container.id = 'root';
      document.body.appendChild(container);
      serve(html, served, container);
      const details = () => ({
        hrefs: [...container.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        footer: container.querySelector('footer')?.textContent,
        header: container.querySelector('header')?.textContent,
      });
      const before = details();
      expect(container.textContent).toContain('Palm & "Wellness" <Spa>');
      expect(container.querySelector('a[href="tel:+97145550199"]')).not.toBeNull();
      // The stored week, as the server words it, where the build put its placeholder.
      expect(before.footer).toContain('Tue-Sun 10:00 AM to 11:00 PM (closed Mon)');

      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <AppProvider queryClient={createQueryClient()} siteConfig={served}>
              <MemoryRouter initialEntries={[path]}>
                <AppRoutes />
              </MemoryRouter>
            </AppProvider>
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      });

      expect(recoverable).toEqual([]);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      // React adopted the page as it was: no link or detail changed, nothing flashed.
      expect(details()).toEqual(before);
      const hrefs = before.hrefs.filter((href) => href !== null);
      expect(hrefs.filter((href) => href.startsWith('https://wa.me/')).every((href) => href.startsWith('https://wa.me/971529876543'))).toBe(true);
      expect(hrefs).toContain('https://www.instagram.com/palmwellness?hl=en&igsh=1');
      expect(hrefs.some((href) => /facebook|twitter|x\.com/.test(href))).toBe(false);
    },
  );
});
