import { PageHero } from '@/components/layout/page-hero';
import { useRouteMeta } from '@/lib/meta';

/** Placeholder until this page's issue fills it: the page's heading and metadata. */
export function BlogRoute() {
  useRouteMeta('/blog');
  return <PageHero title="Wellness Insights" />;
}
