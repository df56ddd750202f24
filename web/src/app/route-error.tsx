import { Component, type ErrorInfo, type ReactNode } from 'react';

import { buttonLook } from '@/components/ui/button-look';
import { T } from '@/lib/trans';

/** What the boundary shows, in the page's language (the shell's catalog, always loaded). */
function RouteError() {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-4xl font-semibold">
        <T id="routeError.title" />
      </h1>
      <p className="text-muted">
        <T id="routeError.text" />
      </p>
      <button
        type="button"
        className={buttonLook()}
        onClick={() => {
          window.location.reload();
        }}
      >
        <T id="routeError.reload" />
      </button>
    </div>
  );
}

/**
 * Shown when a page fails to render or its code cannot be loaded (e.g. a visitor on an old tab after a
 * deploy replaced the hashed files). A reload fetches the current version. The layout keys this
 * boundary by path, so moving to another page clears the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <RouteError />;
  }
}
