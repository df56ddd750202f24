import type { Messages } from '@lingui/core';
import { startTransition, StrictMode } from 'react';

import { App } from '@/app/app';
import { readInitialData, seedQueries } from '@/app/initial-data';
import { preloadRoute } from '@/app/pages';
import { placeholderSiteConfig } from '@/config/business';
import { authUserQueryOptions, hasSignedInHint } from '@/lib/auth';
import { startLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { createQueryClient } from '@/lib/query-client';
import { readSiteConfig } from '@/lib/site-config';

// A type only: src/main.tsx fetches React's DOM renderer and runs it beside this module, not inside it.
import type * as DomRenderer from './dom-renderer';

/** Starts the app in the page's language, with that language's shell catalog (src/main.tsx fetched all three). */
export function start({ createRoot, hydrateRoot }: typeof DomRenderer, locale: Locale, shellMessages: Messages): void {
  startLocale(locale, shellMessages);

  const queryClient = createQueryClient();
  // On a first visit, ask who is logged in and fetch the page's code at once, in parallel: the full-page
  // spinner lasts only as long as the slower of the two.
  queryClient.query(authUserQueryOptions()).catch(() => undefined); // the layout's query reports failures
  preloadRoute(window.location.pathname);

  // The API answers the server rendered this page with (the article, the services): in the cache before the first
  // render, so hydration finds the same content and nothing is fetched twice.
  seedQueries(queryClient, readInitialData(document));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // The spa's details as the server configured them, the same it filled the prerendered page with, so the first
  // render matches that page. Only the Vite dev server's page has none: it shows the placeholders.
  const siteConfig = readSiteConfig(document) ?? placeholderSiteConfig;

  const app = (
    <StrictMode>
      <App queryClient={queryClient} siteConfig={siteConfig} />
    </StrictMode>
  );

  // A transition: React renders in slices and lets the phone handle input between them, instead of one
  // long task for the whole page.
  startTransition(() => {
    if (container.firstElementChild && !hasSignedInHint()) {
      // A public page came prerendered (src/prerender.tsx): React adopts its HTML instead of building it
      // again.
      hydrateRoot(container, app);
    } else {
      // Every other page, and a signed-in manager's (their navigation bar differs from the prerendered
      // one): rendered here, replacing whatever the server sent.
      createRoot(container).render(app);
    }
  });
}
