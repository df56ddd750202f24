import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';

import { RouteErrorBoundary } from './route-error';

/**
 * The frame of the dashboard's pages (/admin, /admin/login): none of the public site's header, footer, language
 * offer or WhatsApp button, and no ad tracking. Each page brings its own landmarks (the dashboard its top bar,
 * navigation and main; the login page its main). English only, as the dashboard is.
 */
export function AdminFrame() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<Spinner label="Loading page" className="min-h-svh" />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
