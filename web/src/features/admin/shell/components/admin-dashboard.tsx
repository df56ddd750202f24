import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { forgetAdminData, useAdminLogout } from '../api/logout';
import { useDashboardParams } from '../hooks/use-dashboard-params';
import { useLostSessionRedirect } from '../hooks/use-lost-session-redirect';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { DashboardPlace } from './dashboard-place';

/** The login page follows the 'Logged Out' toast after this long. */
export const afterLogoutMs = 100;

function Dashboard({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const [params, update] = useDashboardParams();
  return (
    <AdminLayout tab={params.tab} onLogout={onLogout} loggingOut={loggingOut}>
      <DashboardPlace params={params} update={update} />
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
