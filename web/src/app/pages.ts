import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

import { paths } from '@/config/paths';
import { loadMessages, type Part } from '@/lib/i18n';
import { stripLocale } from '@/lib/locale';

/**
 * The route table (docs/product.md, Routes): each page's path, how to load its code and the catalogs of its texts.
 * Every page is its own chunk; the admin pages in particular are never downloaded by a visitor who does not open
 * them. The public pages are in both languages: English at their path, Arabic under /ar (src/app/router.tsx).
 */
export interface PageRoute {
  /** A react-router path pattern. */
  path: string;
  /** Whether the page is in Arabic too, under /ar (the dashboard is English only). */
  translated: boolean;
  /** The frame around the page: the public site's (header, footer, WhatsApp button) or the dashboard's own. */
  frame: 'site' | 'admin';
  /** Its code, with its texts in the active language. */
  load: () => Promise<{ default: ComponentType }>;
}

const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType, parts: readonly Part[] = []) =>
  () =>
    Promise.all([load(), ...parts.map((part) => loadMessages(part))]).then(([module]) => ({ default: pick(module) }));

export const pageRoutes: readonly PageRoute[] = [
  { path: paths.home.path, translated: true, frame: 'site', load: page(() => import('./routes/home'), (m) => m.HomeRoute) },
  {
    path: paths.about.path,
    translated: true,
    frame: 'site',
    // The achievements show the home page's claims (their labels are in its catalog).
    load: page(() => import('./routes/about'), (m) => m.AboutRoute, ['about', 'home']),
  },
  {
    path: paths.services.path,
    translated: true,
    frame: 'site',
    load: page(() => import('./routes/services'), (m) => m.ServicesRoute, ['services']),
  },
  {
    path: paths.gallery.path,
    translated: true,
    frame: 'site',
    load: page(() => import('./routes/gallery'), (m) => m.GalleryRoute, ['gallery']),
  },
  {
    path: paths.booking.path,
    translated: true,
    frame: 'site',
    // 'services': the page lists every service with the services feature's cards. The errors catalog (the server's
    // messages by code) comes with the form's checks, on the first touch of the form (lib/lazy-resolver.ts), as on
    // the contact, gift cards and blog pages.
    load: page(() => import('./routes/booking'), (m) => m.BookingRoute, ['booking', 'services']),
  },
  {
    path: paths.manageBooking.path,
    translated: true,
    frame: 'site',
    // 'privacy': the page's "Your data" part (download, forget me).
    load: page(() => import('./routes/manage-booking'), (m) => m.ManageBookingRoute, ['manage', 'errors', 'privacy']),
  },
  {
    path: paths.contact.path,
    translated: true,
    frame: 'site',
    load: page(() => import('./routes/contact'), (m) => m.ContactRoute, ['contact']),
  },
  {
    path: paths.giftCards.path,
    translated: true,
    frame: 'site',
    load: page(() => import('./routes/gift-cards'), (m) => m.GiftCardsRoute, ['gift-cards']),
  },
  {
    path: paths.packages.path,
    translated: true,
    frame: 'site',
    // The errors catalog comes with the buy form, when a guest opens it (features/packages/components/offer-card.tsx).
    load: page(() => import('./routes/packages'), (m) => m.PackagesRoute, ['packages']),
  },
  { path: paths.blog.path, translated: true, frame: 'site', load: page(() => import('./routes/blog'), (m) => m.BlogRoute, ['blog']) },
  {
    path: paths.blogPost.path,
    translated: true,
    frame: 'site',
    load: page(() => import('./routes/blog-post'), (m) => m.BlogPostRoute, ['blog']),
  },
  {
    path: paths.privacy.path,
    translated: true,
    frame: 'site',
    // 'privacy': the "Your data" form under the policy.
    load: page(() => import('./routes/privacy'), (m) => m.PrivacyRoute, ['legal', 'privacy']),
  },
  {
    path: paths.yourData.path,
    translated: true,
    frame: 'site',
    load: page(() => import('./routes/your-data'), (m) => m.YourDataRoute, ['privacy']),
  },
  { path: paths.terms.path, translated: true, frame: 'site', load: page(() => import('./routes/terms'), (m) => m.TermsRoute, ['legal']) },
  {
    path: paths.admin.login.path,
    translated: false,
    frame: 'admin',
    load: page(() => import('./routes/admin/login'), (m) => m.AdminLoginRoute),
  },
  {
    path: paths.admin.dashboard.path,
    translated: false,
    frame: 'admin',
    load: page(() => import('./routes/admin/dashboard'), (m) => m.AdminDashboardRoute),
  },
];

/** Any other path: '404 Page Not Found'. */
export const notFoundRoute: PageRoute = {
  path: '*',
  translated: true,
  frame: 'site',
  load: page(() => import('./routes/not-found'), (m) => m.NotFoundRoute),
};

/** The page a path shows, in either language. */
export function pageFor(pathname: string): PageRoute {
  const english = stripLocale(pathname);
  const route = pageRoutes.find((candidate) => matchPath(candidate.path, english));
  if (!route || (english !== pathname && !route.translated)) return notFoundRoute;
  return route;
}

/**
 * Starts downloading the code of the page at `pathname`, so that on a first visit it loads in parallel
 * with the entry's other work (the current-user request) instead of after it.
 */
export function preloadRoute(pathname: string): void {
  pageFor(pathname)
    .load()
    .catch(() => undefined); // a failure shows when the page renders
}
