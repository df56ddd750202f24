import { PageHero } from '@/components/layout/page-hero';
import { Isolated } from '@/components/ui/isolated';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { DataRequestForm } from '@/features/privacy/components/data-request-form';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

/** The footer's Privacy Policy, with the "Your data" form that e-mails a guest the link to their data. */
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
      <PrivacyPolicy dataRequest={<DataRequestForm />} />
    </>
  );
}
