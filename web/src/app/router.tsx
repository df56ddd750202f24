import { createBrowserRouter, type RouteObject } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * SPEC §2 route table. Every page is its own lazily loaded chunk; the admin pages in particular are
 * never downloaded by a visitor who does not open them.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
          { path: paths.about.path, lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
          {
            path: paths.services.path,
            lazy: () => import('./routes/services').then((m) => ({ Component: m.ServicesRoute })),
          },
          {
            path: paths.gallery.path,
            lazy: () => import('./routes/gallery').then((m) => ({ Component: m.GalleryRoute })),
          },
          {
            path: paths.booking.path,
            lazy: () => import('./routes/booking').then((m) => ({ Component: m.BookingRoute })),
          },
          {
            path: paths.contact.path,
            lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
          },
          { path: paths.blog.path, lazy: () => import('./routes/blog').then((m) => ({ Component: m.BlogRoute })) },
          {
            path: paths.blogPost.path,
            lazy: () => import('./routes/blog-post').then((m) => ({ Component: m.BlogPostRoute })),
          },
          {
            path: paths.admin.login.path,
            lazy: () => import('./routes/admin/login').then((m) => ({ Component: m.AdminLoginRoute })),
          },
          {
            path: paths.admin.dashboard.path,
            lazy: () => import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardRoute })),
          },
          { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
