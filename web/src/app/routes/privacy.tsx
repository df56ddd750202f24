import { PageHero } from '@/components/layout/page-hero';
import { Isolated } from '@/components/ui/isolated';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

/** The footer's Privacy Policy. */
export function PrivacyRoute() {
  useRouteMeta('/privacy');
  const business = useBusiness();
  const t = useT();
  return (
    <>
      <PageHero title={t('legal.privacy.title')} eyebrow={<Isolated text={business.name} />}>
        <p>
          <T id="legal.privacy.lead" />
        </p>
      </PageHero>
      <PrivacyPolicy />
    </>
  );
}
