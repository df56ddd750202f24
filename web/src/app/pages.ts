import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

import { paths } from '@/config/paths';

/**
 * The route table (docs/product.md, Routes): each page's path and how to load its code. Every page is
 * its own chunk; the admin pages in particular are never downloaded by a visitor who does not open them.
 */
export interface PageRoute {
  /** A react-router path pattern. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ default: pick(module) }));

export const pageRoutes: readonly PageRoute[] = [
  { path: paths.home.path, load: page(() => import('./routes/home'), (m) => m.HomeRoute) },
  { path: paths.about.path, load: page(() => import('./routes/about'), (m) => m.AboutRoute) },
  { path: paths.services.path, load: page(() => import('./routes/services'), (m) => m.ServicesRoute) },
  { path: paths.gallery.path, load: page(() => import('./routes/gallery'), (m) => m.GalleryRoute) },
  { path: paths.booking.path, load: page(() => import('./routes/booking'), (m) => m.BookingRoute) },
  {
    path: paths.manageBooking.path,
    load: page(() => import('./routes/manage-booking'), (m) => m.ManageBookingRoute),
  },
  { path: paths.contact.path, load: page(() => import('./routes/contact'), (m) => m.ContactRoute) },
  { path: paths.blog.path, load: page(() => import('./routes/blog'), (m) => m.BlogRoute) },
  { path: paths.blogPost.path, load: page(() => import('./routes/blog-post'), (m) => m.BlogPostRoute) },
  { path: paths.arBlogPost.path, load: page(() => import('./routes/blog-post'), (m) => m.ArabicBlogPostRoute) },
  { path: paths.privacy.path, load: page(() => import('./routes/privacy'), (m) => m.PrivacyRoute) },
  { path: paths.terms.path, load: page(() => import('./routes/terms'), (m) => m.TermsRoute) },
  { path: paths.admin.login.path, load: page(() => import('./routes/admin/login'), (m) => m.AdminLoginRoute) },
  {
    path: paths.admin.dashboard.path,
    load: page(() => import('./routes/admin/dashboard'), (m) => m.AdminDashboardRoute),
  },
];

/** Any other path: '404 Page Not Found'. */
export const notFoundRoute: PageRoute = {
  path: '*',
  load: page(() => import('./routes/not-found'), (m) => m.NotFoundRoute),
};

/** The page a path shows. */
export function pageFor(pathname: string): PageRoute {
  return pageRoutes.find((route) => matchPath(route.path, pathname)) ?? notFoundRoute;
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
