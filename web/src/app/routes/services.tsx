import { PageHero } from '@/components/layout/page-hero';
import { useIsolate } from '@/components/ui/isolate';
import { ServicesCatalog } from '@/features/services/components/services-catalog';
import { ServicesCta } from '@/features/services/components/services-cta';
import { WhyChooseBand } from '@/features/services/components/why-choose-band';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

export function ServicesRoute() {
  useRouteMeta('/services');
  const business = useBusiness();
  const isolate = useIsolate();
  const t = useT();
  return (
    <>
      <PageHero title={t('services.hero.title')} eyebrow={t('services.hero.eyebrow')}>
        <p>
          <T id="services.hero.intro" values={{ district: isolate(business.district) }} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <ServicesCatalog />
      </div>
      <WhyChooseBand />
      <ServicesCta />
    </>
  );
}
