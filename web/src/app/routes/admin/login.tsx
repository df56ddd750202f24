import { AdminLoginPage } from '@/features/admin/components/admin-login-page';
import { useRouteMeta } from '@/lib/meta';

export function AdminLoginRoute() {
  useRouteMeta('/admin/login');
  return <AdminLoginPage />;
}
