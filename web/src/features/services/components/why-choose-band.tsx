import { Award, BadgeCheck, HeartHandshake, Leaf, type LucideIcon } from 'lucide-react';

import { useBusiness } from '@/lib/site-config';

const benefits: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Certified Therapists',
    text: 'Every treatment is given by a qualified, experienced therapist.',
    Icon: BadgeCheck,
  },
  {
    title: 'Organic Products',
    text: 'Natural oils, clays and botanicals that are kind to your skin.',
    Icon: Leaf,
  },
  {
    title: 'Personalized Care',
    text: 'Pressure, scents and focus adjusted to you, every visit.',
    Icon: HeartHandshake,
  },
  {
    title: 'Award Winning',
    text: 'Recognised for service among the day spas of Dubai.',
    Icon: Award,
  },
];

/** The Services page's 'Why Choose' band with four benefits. */
export function WhyChooseBand() {
  const business = useBusiness();
  return (
    <section aria-labelledby="why-choose-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="why-choose-heading" className="text-center text-4xl font-semibold text-sand-50 sm:text-5xl">
          Why Choose {business.shortName}
        </h2>
        <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ title, text, Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto grid size-16 place-items-center rounded-full border border-gold-300/50 text-gold-300">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold text-sand-50">{title}</h3>
              <p className="mt-2 text-sand-200">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
