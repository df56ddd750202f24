import { useEffect } from 'react';

import type { RouteKey } from '@/config/page-meta';

import { useLocale } from './i18n';
import { localizeHref } from './locale';
import { useBusiness } from './site-config';

/** The social preview picture of a page without its own, an absolute path on this site. */
export const defaultSocialImage = '/media/og-default.jpg';

/**
 * Per-page metadata. The Go server writes the same tags into the HTML it sends for a route
 * (from web/page-meta.json); on client-side navigation this hook updates them in place.
 */
export interface PageMetaInput {
  title: string;
  description: string;
  keywords: string;
  /** The page's path, e.g. '/services' or '/blog/my-post' (canonical and og:url). */
  path: string;
  /** Social preview image: an absolute URL or a path on this site. */
  image?: string;
  noindex?: boolean;
}

/**
 * The site's public origin. The server writes an absolute canonical URL (built from DAYSPA_BASE_URL)
 * into the page; reuse its origin so client-side updates agree with it. Fall back to the current origin.
 */
export function siteOrigin(doc: Document = document): string {
  const href = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href)) {
    try {
      return new URL(href).origin;
    } catch {
      // fall through
    }
  }
  return doc.location.origin;
}

function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function setCanonical(doc: Document, href: string): void {
  let element = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = doc.createElement('link');
    element.setAttribute('rel', 'canonical');
    doc.head.appendChild(element);
  }
  element.setAttribute('href', href);
}

/** Writes the page's title, description, keywords, robots, Open Graph, Twitter and canonical tags. */
export function applyPageMeta(input: PageMetaInput, doc: Document = document): void {
  const origin = siteOrigin(doc);
  const url = absoluteUrl(input.path, origin);
  const image = absoluteUrl(input.image ?? defaultSocialImage, origin);

  doc.title = input.title;
  setMeta(doc, 'name', 'description', input.description);
  setMeta(doc, 'name', 'keywords', input.keywords);
  setMeta(doc, 'name', 'robots', input.noindex ? 'noindex, nofollow' : 'index, follow');
  setMeta(doc, 'property', 'og:title', input.title);
  setMeta(doc, 'property', 'og:description', input.description);
  setMeta(doc, 'property', 'og:url', url);
  setMeta(doc, 'property', 'og:image', image);
  setMeta(doc, 'name', 'twitter:title', input.title);
  setMeta(doc, 'name', 'twitter:description', input.description);
  setMeta(doc, 'name', 'twitter:image', image);
  setCanonical(doc, url);
}

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
    import('@/config/page-meta')
      .then(({ pageMetaFor }) => {
        if (current) applyPageMeta({ ...pageMetaFor(business, locale)[route], ...(JSON.parse(own) as PageMetaOverride), path: page });
      })
      .catch(() => undefined); // the server's tags stay
    return () => {
      current = false;
    };
  }, [business, locale, route, page, own]);
}
