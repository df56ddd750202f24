import { PageHero } from '@/components/layout/page-hero';
import { useRouteMeta } from '@/lib/meta';

/** Placeholder until this page's issue fills it: the page's heading and metadata. */
export function AdminLoginRoute() {
  useRouteMeta('/admin/login');
  return <PageHero title="Admin Login" />;
}
