import { AdminLoginPage } from '@/features/admin/shell/components/admin-login-page';
import { useRouteMeta } from '@/lib/meta';

export function AdminLoginRoute() {
  useRouteMeta('/admin/login');
  return <AdminLoginPage />;
}
