import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Whether `pathname` is a page the tracker must never see: a guest's manage link, English or Arabic. */
export function isPrivatePath(pathname: string): boolean {
  return pathname.startsWith('/booking/manage/') || pathname.startsWith('/ar/booking/manage/');
}

/**
 * Reports a PAGE_VIEW for the first page and for every client-side move to another path. The tracker's
 * code (./tracker) is fetched on the first view, after the page has rendered: the first load does without it.
 */
export function useTrackPageViews(): void {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return; // StrictMode runs effects twice; one view per path change
    last.current = pathname;
    // A guest's manage page: its path is the booking's secret, and the tracker reads the page's URL.
    if (isPrivatePath(pathname)) return;
    import('./tracker').then(
      ({ tracker }) => {
        tracker.pageView();
      },
      (error: unknown) => {
        // Like every tracker failure: logged for developers, no effect on the visitor.
        console.warn('Ad tracker: loading failed', error);
      },
    );
  }, [pathname]);
}
