import { PageHero } from '@/components/layout/page-hero';
import { Isolated } from '@/components/ui/isolated';
import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

/** The footer's Terms of Service. */
export function TermsRoute() {
  useRouteMeta('/terms');
  const business = useBusiness();
  const t = useT();
  return (
    <>
      <PageHero title={t('legal.terms.title')} eyebrow={<Isolated text={business.name} />}>
        <p>
          <T id="legal.terms.lead" />
        </p>
      </PageHero>
      <TermsOfService />
    </>
  );
}
