import { PageHero } from '@/components/layout/page-hero';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

/** The footer's Privacy Policy. */
export function PrivacyRoute() {
  useRouteMeta('/privacy');
  const business = useBusiness();
  return (
    <>
      <PageHero title="Privacy Policy" eyebrow={business.name}>
        <p>What we keep about you, why, for how long, and how to have it deleted.</p>
      </PageHero>
      <PrivacyPolicy />
    </>
  );
}
