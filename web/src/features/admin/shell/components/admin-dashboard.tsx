import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { useAdminMe, type AdminMe } from '../../shared/api/get-admin-me';
import { QueryError } from '../../shared/components/query-error';
import { forgetAdminData, useAdminLogout } from '../api/logout';
import { useDashboardParams } from '../hooks/use-dashboard-params';
import { useLostSessionRedirect } from '../hooks/use-lost-session-redirect';
import { firstPlaceFor, mayOpen } from '../utils/admin-places';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { DashboardPlace } from './dashboard-place';

/** The login page follows the 'Logged Out' toast after this long. */
export const afterLogoutMs = 100;

interface DashboardProps {
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The dashboard of the person signed in: her role (GET /api/admin/me, read once) decides the places shown.
 * Plain `/admin` opens Bookings, or for a role without it (a therapist) the first place she may open.
 */
function Dashboard(props: DashboardProps) {
  const me = useAdminMe();
  if (me.isPending) return <Spinner label="Loading the dashboard" className="min-h-svh" />;
  if (me.isError) return <QueryError what="your profile" onRetry={() => void me.refetch()} />;
  return <DashboardOf me={me.data} {...props} />;
}

function DashboardOf({ me, onLogout, loggingOut }: DashboardProps & { me: AdminMe }) {
  const [params, update] = useDashboardParams();
  const [search] = useSearchParams();
  const landing = firstPlaceFor(me.permissions);
  const elsewhere = !search.has('tab') && !mayOpen(params.tab, me.permissions) && landing !== undefined;
  useEffect(() => {
    if (elsewhere) update({ tab: landing }, { replace: true });
  }, [elsewhere, landing, update]);

  return (
    <AdminLayout tab={params.tab} me={me} onLogout={onLogout} loggingOut={loggingOut}>
      {elsewhere ? <Spinner label="Loading" className="py-16" /> : <DashboardPlace params={params} update={update} permissions={me.permissions} />}
    </AdminLayout>
  );
}

/**
 * The admin dashboard behind its gate, with the lost-session policy and logout: even when the call
 * fails, the admin data is forgotten, 'Logged Out' shows, and the login page follows 100 ms later
 * (docs/product.md, Admin access and sessions).
 */
export function AdminDashboard() {
  useLostSessionRedirect();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Logged out on this side whatever the server said.
    }
    // Take the dashboard off the screen first, so that forgetting its data does not make it ask again.
    flushSync(() => {
      setLeaving(true);
    });
    forgetAdminData(queryClient);
    toast({ title: 'Logged Out', description: 'You have been logged out of the dashboard.' });
    window.setTimeout(() => {
      void navigate(paths.admin.login.getHref(), { replace: true });
    }, afterLogoutMs);
  };

  if (leaving) return <Spinner label="Logging out" className="min-h-svh" />;
  return (
    <AdminGate>
      <Dashboard onLogout={() => void logOut()} loggingOut={logout.isPending} />
    </AdminGate>
  );
}
