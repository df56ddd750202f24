import { lazy } from 'react';
import { Route, Routes } from 'react-router';

import { notFoundRoute, pageRoutes, type PageRoute } from './pages';
import { RootLayout } from './root-layout';

/*
 * Declarative routes rather than the data router: the app loads its data with TanStack Query, and the
 * declarative router is less than half the size, which keeps the first page's JavaScript small.
 */

function lazyElement(route: PageRoute) {
  const Page = lazy(route.load);
  return <Page />;
}

const pageElements = pageRoutes.map((route) => ({ path: route.path, element: lazyElement(route) }));
const notFoundElement = lazyElement(notFoundRoute);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageElements.map(({ path, element }) =>
          path === '/' ? (
            <Route key={path} index element={element} />
          ) : (
            <Route key={path} path={path} element={element} />
          ),
        )}
        <Route path="*" element={notFoundElement} />
      </Route>
    </Routes>
  );
}
