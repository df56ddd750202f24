import { AdminDashboard } from '@/features/admin/shell/components/admin-dashboard';
import { useRouteMeta } from '@/lib/meta';

export function AdminDashboardRoute() {
  useRouteMeta('/admin');
  return <AdminDashboard />;
}
