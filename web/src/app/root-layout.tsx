import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { LanguageOffer } from '@/components/layout/language-offer';
import { mainContentId, SkipLink } from '@/components/layout/skip-link';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { ConsentGate } from '@/features/consent/components/consent-gate';
import { FooterServices } from '@/features/services/components/footer-services';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useAuthUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { useTrackPageViews } from '@/lib/track-page-views';

import { RouteErrorBoundary } from './route-error';

/**
 * The shell around every page: skip link, navigation bar, the page, footer, WhatsApp button, and the consent notice
 * when it is due.
 */
export function RootLayout() {
  const auth = useAuthUser();
  const t = useT();
  const { pathname } = useLocation();
  // The ad tracker's PAGE_VIEW on each page (only when the server configured a pixel).
  useTrackPageViews();

  // A full-page spinner while the logged-in state loads for the first time.
  if (auth.isPending) return <PageSpinner />;

  return (
    <>
      <SkipLink />
      <SiteHeader user={auth.data ?? null} />
      {/* Below the fixed navigation bar: the offer of the other language (when shown), then the page. */}
      <div className="pt-18">
        <LanguageOffer />
        <main id={mainContentId} tabIndex={-1} className="min-h-[70vh] outline-none">
          <RouteErrorBoundary key={pathname}>
            {/* While a page's code loads (it was preloaded on a first visit, see preloadRoute): a screen tall,
                so the footer stays below the fold until the page takes its place. */}
            <Suspense fallback={<Spinner label={t('layout.loadingPage')} className="min-h-svh" />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      <SiteFooter services={(linkClassName) => <FooterServices linkClassName={linkClassName} />} />
      <WhatsAppButton />
      <ScrollToTop />
      <ConsentGate />
    </>
  );
}
