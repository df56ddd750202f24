import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useToastPlacement } from '@/lib/toast-placement';

import { RouteErrorBoundary } from './route-error';

/**
 * The frame of the dashboard's pages (/admin, /admin/login): none of the public site's header, footer, language
 * offer or WhatsApp button, and no ad tracking. Each page brings its own landmarks (the dashboard its top bar,
 * navigation and main; the login page its main). English only, as the dashboard is. Its toasts keep clear of the
 * lists' action buttons (useToastPlacement): bottom-left over the side navigation on a desk, at the top on a phone.
 */
export function AdminFrame() {
  const { pathname } = useLocation();
  useToastPlacement('admin');
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<Spinner label="Loading page" className="min-h-svh" />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
