import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { hasAdvertisingConsent, onConsentChange } from './consent';

/** The pages whose address is a guest's secret: a booking's manage link, and the data page of a privacy link. */
const privatePrefixes = ['/booking/manage/', '/your-data/'];

/** Whether `pathname` is a page the tracker must never see: a guest's secret link, English or Arabic. */
export function isPrivatePath(pathname: string): boolean {
  return privatePrefixes.some((prefix) => pathname.startsWith(prefix) || pathname.startsWith(`/ar${prefix}`));
}

function reportPageView(): void {
  import('./tracker').then(
    ({ tracker }) => {
      tracker.pageView();
    },
    (error: unknown) => {
      // Like every tracker failure: logged for developers, no effect on the visitor.
      console.warn('Ad tracker: loading failed', error);
    },
  );
}

/**
 * Reports a PAGE_VIEW for the first page and for every client-side move to another path, once the visitor has
 * accepted advertising (./consent): before that the tracker's code (./tracker) is not even fetched. Accepting on a
 * page reports that page (once; the same answer given again reports nothing). The tracker's code is fetched on the first view, after the page has rendered: the first
 * load does without it.
 */
export function useTrackPageViews(): void {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
    if (last.current === pathname) return; // StrictMode runs effects twice; one view per path change
    last.current = pathname;
    // A guest's manage page: its path is the booking's secret, and the tracker reads the page's URL.
    if (isPrivatePath(pathname) || !hasAdvertisingConsent()) return;
    reportPageView();
  }, [pathname]);
  useEffect(() => {
    let allowed = hasAdvertisingConsent();
    return onConsentChange((choice) => {
      // Only a change to yes: the same answer given again reports nothing new.
      if (choice.advertising && !allowed && !isPrivatePath(current.current)) reportPageView();
      allowed = choice.advertising;
    });
  }, []);
}
