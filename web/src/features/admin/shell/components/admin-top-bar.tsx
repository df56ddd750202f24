import { LoaderCircle, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBusiness } from '@/lib/site-config';

import { AdminSearch } from '../../search/components/admin-search';
import type { AdminMe } from '../../shared/api/get-admin-me';
import type { AdminNav } from '../../shared/api/get-admin-nav';
import { placeSearch } from '../utils/dashboard-params';

/**
 * The dashboard's top bar: the spa's name and the dashboard's title, the search (for the roles that may search
 * bookings), the person signed in and Logout. The spa's name is the server's (GET /api/admin/nav; until it
 * answers, the site's name), the person's her own (GET /api/admin/me). On a phone the person's name and Logout are
 * their icons alone (their words stay for screen readers): with the search beside them, the words left the title no
 * width at all.
 */
export function AdminTopBar({ nav, me, onLogout, loggingOut }: { nav: AdminNav | undefined; me: AdminMe; onLogout: () => void; loggingOut: boolean }) {
  const business = useBusiness();
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-sand-300 bg-sand-50 px-4 md:px-6">
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs font-semibold tracking-[0.15em] text-gold-800 uppercase">{nav?.spaName ?? business.name}</p>
        <h1 className="truncate text-xl font-semibold">Admin Dashboard</h1>
      </div>
      {me.permissions.includes('bookings') ? <AdminSearch /> : null}
      <p className="text-sm font-medium">
        <span className="sr-only">Signed in as </span>
        <Link
          to={{ pathname: paths.admin.dashboard.getHref(), search: placeSearch('account') }}
          title="My account"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:outline-none"
        >
          <UserRound aria-hidden="true" className="size-4" />
          {/* On a phone the icon stands for the name, so that the spa's name and the title keep their room. */}
          <span className="sr-only sm:not-sr-only">{me.name}</span>
        </Link>
      </p>
      <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
        {loggingOut ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">Logout</span>
      </Button>
    </header>
  );
}
