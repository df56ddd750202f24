import { PageHero } from '@/components/layout/page-hero';
import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

/** The footer's Terms of Service. */
export function TermsRoute() {
  useRouteMeta('/terms');
  const business = useBusiness();
  return (
    <>
      <PageHero title="Terms of Service" eyebrow={business.name}>
        <p>Booking, arriving, changing and cancelling: how a visit to our spa works.</p>
      </PageHero>
      <TermsOfService />
    </>
  );
}
