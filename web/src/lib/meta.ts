import { useEffect } from 'react';

import type { RouteKey } from '@/config/page-meta';

import { useLocale } from './i18n';
import { localizeHref } from './locale';
import type { PageMetaInput } from './page-head';
import { useBusiness } from './site-config';

export type { PageMetaInput } from './page-head';

/** The tags of a route of src/config/page-meta.ts, in the page's language, with the page's own where it has them. */
export type PageMetaOverride = Partial<Omit<PageMetaInput, 'path'>>;

/**
 * Sets the page's tags from its route's strings (src/config/page-meta.ts) in the page's language, with the
 * spa's details as the server configured them; `path` (English, as paths.* give it) defaults to the route key and
 * is made the page's own language's; `override` puts the page's own tags (an article's title) over the route's.
 *
 * The server writes the same tags into the HTML it sends, so this matters only after a client-side navigation:
 * the table is loaded then, not with the first page's JavaScript.
 */
export function useRouteMeta(route: Exclude<RouteKey, '/blog/:slug' | '*'>): void;
export function useRouteMeta(route: RouteKey, path: string, override?: PageMetaOverride): void;
export function useRouteMeta(route: RouteKey, path?: string, override: PageMetaOverride = {}): void {
  const business = useBusiness();
  const locale = useLocale();
  const page = localizeHref(path ?? route, locale);
  const own = JSON.stringify(override);
  useEffect(() => {
    let current = true;
    import('./page-head')
      .then(({ applyRouteMeta }) => {
        if (current) applyRouteMeta(route, business, locale, JSON.parse(own) as PageMetaOverride, page);
      })
      .catch(() => undefined); // the server's tags stay
    return () => {
      current = false;
    };
  }, [business, locale, route, page, own]);
}
