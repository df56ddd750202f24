import { Outlet, ScrollRestoration } from 'react-router';

import { mainContentId, SkipLink } from '@/components/layout/skip-link';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuthUser } from '@/lib/auth';

/** The shell around every page: skip link, navigation bar, the page, footer and WhatsApp button. */
export function RootLayout() {
  const auth = useAuthUser();

  // SPEC §2: a full-page spinner while the logged-in state loads for the first time.
  if (auth.isPending) return <PageSpinner />;

  return (
    <>
      <SkipLink />
      <SiteHeader user={auth.data ?? null} />
      <main id={mainContentId} tabIndex={-1} className="min-h-[70vh] pt-18 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppButton />
      {/* New pages start at the top; back/forward restores the previous scroll position. */}
      <ScrollRestoration />
    </>
  );
}
