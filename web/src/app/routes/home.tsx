import { PageHero } from '@/components/layout/page-hero';
import { business } from '@/config/business';
import { useRouteMeta } from '@/lib/meta';

/** Placeholder until the Home issue fills it: the spa's name as the page heading, and the page metadata. */
export function HomeRoute() {
  useRouteMeta('/');
  return (
    <PageHero title={business.name} eyebrow={business.address.district}>
      <p>{business.tagline}</p>
    </PageHero>
  );
}
