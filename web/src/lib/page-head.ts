import type { Business } from '@/config/business';
import { pageMetaFor, siteMeta, type RouteKey } from '@/config/page-meta';

import type { Locale } from './locale';

/**
 * Writing a page's head on client-side navigation: src/lib/meta.ts loads this module then, not with the first
 * page's JavaScript. The Go server writes the same tags into the HTML it sends for a route (from
 * web/page-meta.json); after a client-side navigation these functions update them in place.
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
  const image = absoluteUrl(input.image ?? siteMeta.defaultImage, origin);

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

/** The tags of `route` in `locale` (src/config/page-meta.ts), with the page's own over them, written at `path`. */
export function applyRouteMeta(
  route: RouteKey,
  business: Business,
  locale: Locale,
  override: Partial<Omit<PageMetaInput, 'path'>>,
  path: string,
): void {
  applyPageMeta({ ...pageMetaFor(business, locale)[route], ...override, path });
}
