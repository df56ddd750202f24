import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router';

import { seedQueries } from '@/app/initial-data';
import { pageFor } from '@/app/pages';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { i18n, loadAllMessages } from '@/lib/i18n';
import { localeOfPath } from '@/lib/locale';
import { parseSiteConfig } from '@/lib/site-config';
import { createQueryClient } from '@/lib/query-client';

/**
 * The app's server renderer, run by the Go server at request time in its own JavaScript engine (goja,
 * internal/ssr): the page at a path with the API answers the server read for it, as the visitor's browser
 * will first render it from the same answers (src/app/initial-data.ts). No DOM, no timers, no network.
 */

interface RenderResult {
  html: string;
  error: string;
}

// Every catalog of both languages, loaded when the engine runs this script (its promises settle before the first
// render); each render activates its page's language.
let catalogsLoaded = false;
loadAllMessages()
  .then(() => {
    catalogsLoaded = true;
  })
  .catch(() => undefined); // a render without them says so

function render(path: string, dataJSON: string, configJSON: string): RenderResult {
  if (!catalogsLoaded) return { html: '', error: `${path} did not render whole: the catalogs are not loaded` };
  i18n.activate(localeOfPath(path));
  const siteConfig = parseSiteConfig(JSON.parse(configJSON));
  if (!siteConfig) return { html: '', error: 'the site config has not its shape' };
  const queryClient = createQueryClient();
  try {
    seedQueries(queryClient, JSON.parse(dataJSON));
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient} siteConfig={siteConfig}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    );
    // <!--$?--> is a part still loading (a page's code not loaded yet), <!--$!--> one that failed.
    if (/<script|<template|<!--\$[?!]-->/i.test(html)) return { html: '', error: `${path} did not render whole` };
    return { html, error: '' };
  } finally {
    queryClient.clear();
  }
}

/** Starts loading the code of the page at `path`; the engine resolves it before its next render. */
function load(path: string): void {
  pageFor(path)
    .load()
    .catch(() => undefined);
}

(globalThis as unknown as { dayspaSSR: unknown }).dayspaSSR = { render, load };
