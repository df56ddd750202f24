import { lazy } from 'react';
import { Route, Routes } from 'react-router';

import { arabicPrefix } from '@/lib/locale';

import { AdminFrame } from './admin-frame';
import { notFoundRoute, pageRoutes, type PageRoute } from './pages';
import { RootLayout } from './root-layout';

/*
 * Declarative routes rather than the data router: the app loads its data with TanStack Query, and the
 * declarative router is less than half the size, which keeps the first page's JavaScript small.
 * Each public page is there twice: at its path in English and under /ar in Arabic, the same component (it reads
 * the language from the active catalog, which the page's path chose).
 */

function lazyElement(route: PageRoute) {
  const Page = lazy(route.load);
  return <Page />;
}

const pageElements = pageRoutes.filter((route) => route.frame === 'site').map((route) => ({ route, element: lazyElement(route) }));
// The dashboard's pages, in its own frame (AdminFrame): never inside the public site's.
const adminElements = pageRoutes.filter((route) => route.frame === 'admin').map((route) => ({ route, element: lazyElement(route) }));
const notFoundElement = lazyElement(notFoundRoute);

const arabicPath = (path: string) => (path === '/' ? arabicPrefix : `${arabicPrefix}${path}`);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AdminFrame />}>
        {adminElements.map(({ route, element }) => (
          <Route key={route.path} path={route.path} element={element} />
        ))}
      </Route>
      <Route element={<RootLayout />}>
        {pageElements.map(({ route, element }) =>
          route.path === '/' ? (
            <Route key={route.path} index element={element} />
          ) : (
            <Route key={route.path} path={route.path} element={element} />
          ),
        )}
        {pageElements
          .filter(({ route }) => route.translated)
          .map(({ route, element }) => (
            <Route key={arabicPath(route.path)} path={arabicPath(route.path)} element={element} />
          ))}
        <Route path={`${arabicPrefix}/*`} element={notFoundElement} />
        <Route path="*" element={notFoundElement} />
      </Route>
    </Routes>
  );
}
