import { Award, BadgeCheck, HeartHandshake, Leaf } from 'lucide-react';

import { IconPoints, type IconPoint } from '@/components/ui/icon-points';
import { useIsolate } from '@/components/ui/isolate';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

const benefits: readonly IconPoint[] = [
  { title: 'services.why.therapists.title', text: 'services.why.therapists.text', Icon: BadgeCheck },
  { title: 'services.why.organic.title', text: 'services.why.organic.text', Icon: Leaf },
  { title: 'services.why.care.title', text: 'services.why.care.text', Icon: HeartHandshake },
  { title: 'services.why.award.title', text: 'services.why.award.text', Icon: Award },
];

/** The Services page's 'Why Choose' band with four benefits. */
export function WhyChooseBand() {
  const business = useBusiness();
  const isolate = useIsolate();
  return (
    <section aria-labelledby="why-choose-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="why-choose-heading" className="text-center text-4xl font-semibold text-sand-50 sm:text-5xl">
          <T id="services.why.title" values={{ name: isolate(business.shortName) }} />
        </h2>
        <IconPoints points={benefits} look="dark" columns="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
