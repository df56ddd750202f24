import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { placeholderSiteConfig } from '@/config/business';
import { paths } from '@/config/paths';
import { i18n, loadAllMessages } from '@/lib/i18n';
import { localizeHref, localeOfPath } from '@/lib/locale';
import { createQueryClient } from '@/lib/query-client';

/**
 * The build's second pass (npm run build → scripts/prerender.mjs): the public pages' HTML as a visitor's
 * browser first renders it, so the server can send the page itself instead of an empty #root and the
 * phone paints it before any JavaScript has run. start.tsx then hydrates that HTML.
 *
 * Data from the API is not known at build time: those sections are in their loading state here, just as
 * on the client's first render. Nor are the spa's details: the pages carry placeholders, which the server fills
 * with the configured values when it sends them (src/config/business.ts: placeholderSiteConfig). A signed-in manager's page differs (the user menu), which is why
 * start.tsx hydrates only for visitors.
 */
const englishPaths = [
  paths.home.path,
  paths.about.path,
  paths.services.path,
  paths.gallery.path,
  paths.booking.path,
  paths.contact.path,
  paths.giftCards.path,
  paths.packages.path,
  paths.blog.path,
  paths.privacy.path,
  paths.terms.path,
];

/** Every prerendered page, in English and in Arabic (its /ar twin). */
export const prerenderedPaths: readonly string[] = [...englishPaths, ...englishPaths.map((path) => localizeHref(path, 'ar'))];

/**
 * The HTML inside #root of the page at `path`. The tree is start.tsx's, with a static router.
 *
 * Two passes. `prerender` waits for the page's lazy code (each React.lazy suspends on its first render).
 * Its output cannot be used: React streams a large or late part of the page with an inline script that
 * moves it into place, which our Content-Security-Policy forbids. With every lazy part loaded,
 * `renderToString` then writes the page whole and script-free; renderPage checks that.
 */
export async function renderPage(path: string): Promise<string> {
  // Every catalog of both languages, then the page's language: a lazy part's texts are loaded once, whichever
  // language's page loaded its code first.
  await loadAllMessages();
  i18n.activate(localeOfPath(path));
  // Each pass's query client is cleared when the pass is done: a cached query's garbage-collection timer
  // (five minutes) would otherwise keep the build's Node process alive long after the file is written.
  const firstPass = createQueryClient();
  try {
    const { prelude } = await prerender(page(path, firstPass));
    await new Response(prelude).text();
  } finally {
    firstPass.clear();
  }

  const queryClient = createQueryClient();
  let html: string;
  try {
    html = renderToString(page(path, queryClient));
  } finally {
    queryClient.clear();
  }
  // <!--$?--> is a part still loading, <!--$!--> one that failed and would be rendered on the client.
  if (/<script|<template|<!--\$[?!]-->/i.test(html)) throw new Error(`prerender ${path}: the page did not render whole`);
  return html;
}

/** The tree of the page at `path`: start.tsx's, with a static router and the placeholders for the spa's details. */
export function page(path: string, queryClient: QueryClient) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient} siteConfig={placeholderSiteConfig}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
}
