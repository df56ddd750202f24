import { PageHero } from '@/components/layout/page-hero';
import { ServicesCatalog } from '@/features/services/components/services-catalog';
import { ServicesCta } from '@/features/services/components/services-cta';
import { WhyChooseBand } from '@/features/services/components/why-choose-band';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

export function ServicesRoute() {
  useRouteMeta('/services');
  const business = useBusiness();
  return (
    <>
      <PageHero title="Our Signature Services" eyebrow="Treatments & Prices">
        <p>
          Massage, facials, body rituals and couples packages in the calm of our {business.district} sanctuary, each one
          given by a certified therapist.
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
