import { isRouteErrorResponse, useRouteError } from 'react-router';

import { buttonClasses } from '@/components/ui/button-variants';

/**
 * Shown when a page fails to render or its code cannot be loaded (e.g. a visitor on an old tab after a
 * deploy replaced the hashed files). A reload fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-4xl font-semibold">Something went wrong</h1>
      <p className="text-muted">{detail ?? 'This page could not be shown. Please reload and try again.'}</p>
      <button
        type="button"
        className={buttonClasses()}
        onClick={() => {
          window.location.reload();
        }}
      >
        Reload the page
      </button>
    </div>
  );
}
