import { Award, BadgeCheck, HeartHandshake, Leaf } from 'lucide-react';

import { IconPoints, type IconPoint } from '@/components/ui/icon-points';
import { ratingLabelId, spaClaims } from '@/config/spa-claims';
import { cn } from '@/lib/cn';
import { T } from '@/lib/trans';

import { useSpaRating } from '../api/get-reviews';
import { SectionHeading } from './home-section';

const reasons: readonly IconPoint[] = [
  {
    title: 'home.why.therapists.title',
    text: 'home.why.therapists.text',
    Icon: BadgeCheck,
  },
  {
    title: 'home.why.organic.title',
    text: 'home.why.organic.text',
    Icon: Leaf,
  },
  {
    title: 'home.why.care.title',
    text: 'home.why.care.text',
    Icon: HeartHandshake,
  },
  {
    title: 'home.why.award.title',
    text: 'home.why.award.text',
    Icon: Award,
  },
];

const claims = [spaClaims.returningClients, spaClaims.happyClients, spaClaims.treatments, spaClaims.years] as const;

/** Home, section 2: why choose us, with the spa's claims and, when guests rated it, its rating. */
export function WhyChooseUs() {
  const rating = useSpaRating();
  const stats = rating ? [{ value: rating, labelId: ratingLabelId }, ...claims] : claims;
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="why-heading" eyebrow="home.why.eyebrow" title="home.why.title">
        <p>
          <T id="home.why.intro" />
        </p>
      </SectionHeading>
      <IconPoints points={reasons} look="cards" columns="sm:grid-cols-2 lg:grid-cols-4" />
      <dl
        className={cn(
          'mt-12 grid grid-cols-2 gap-6 rounded-3xl bg-forest-800 px-6 py-10 on-dark',
          stats.length === 5 ? 'sm:grid-cols-3 lg:grid-cols-5' : 'lg:grid-cols-4',
        )}
      >
        {stats.map((stat) => (
          <div
            key={stat.labelId}
            className={cn(
              'flex flex-col-reverse items-center text-center',
              stats.length % 2 === 1 && 'last:col-span-2 sm:last:col-span-1',
            )}
          >
            <dt className="mt-1 text-sm text-sand-200">
              <T id={stat.labelId} />
            </dt>
            <dd className="font-display text-4xl font-semibold text-gold-300 sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
