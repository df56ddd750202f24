import { useEffect, useRef, type ReactNode } from 'react';

import { mainContentId, SkipLink } from '@/components/layout/skip-link';

import type { AdminMe } from '../../shared/api/get-admin-me';
import { useAdminNav, useNavRefreshAfterChanges } from '../../shared/api/get-admin-nav';
import { placeNames } from '../utils/admin-places';
import type { DashboardTab } from '../utils/dashboard-params';
import { AdminTopBar } from './admin-top-bar';
import { BottomBar } from './bottom-bar';
import { SideNav } from './side-nav';

/**
 * The dashboard's own frame, none of the public site's: a skip link, the top bar, the navigation (a side column
 * on a desk, a bottom bar on a phone) and the place shown in <main>, named by its heading. Moving to another place
 * moves the focus to that heading, as a new page would.
 */
export function AdminLayout({
  tab,
  me,
  onLogout,
  loggingOut,
  children,
}: {
  tab: DashboardTab;
  /** The person signed in: her role decides the places the navigation shows. */
  me: AdminMe;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}) {
  useNavRefreshAfterChanges();
  const nav = useAdminNav();
  const counts = nav.data?.counts;

  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    heading.current?.focus();
  }, [tab]);

  return (
    <div className="min-h-svh bg-sand-100">
      <SkipLink />
      <AdminTopBar nav={nav.data} me={me} onLogout={onLogout} loggingOut={loggingOut} />
      <div className="md:flex">
        <SideNav tab={tab} counts={counts} permissions={me.permissions} className="hidden md:sticky md:top-16 md:block md:h-[calc(100svh-4rem)] md:w-64 md:shrink-0 md:overflow-y-auto" />
        <main id={mainContentId} tabIndex={-1} aria-labelledby="place-heading" className="min-w-0 flex-1 px-4 pt-6 pb-24 outline-none md:px-8 md:pb-10">
          <h2 id="place-heading" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-semibold outline-none">
            {placeNames[tab]}
          </h2>
          {children}
        </main>
      </div>
      <BottomBar tab={tab} counts={counts} permissions={me.permissions} className="fixed inset-x-0 bottom-0 z-30 md:hidden" />
    </div>
  );
}
