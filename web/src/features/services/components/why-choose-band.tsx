import { Award, BadgeCheck, HeartHandshake, Leaf, type LucideIcon } from 'lucide-react';

import type { MessageId } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

const benefits: readonly { title: MessageId; text: MessageId; Icon: LucideIcon }[] = [
  { title: 'services.why.therapists.title', text: 'services.why.therapists.text', Icon: BadgeCheck },
  { title: 'services.why.organic.title', text: 'services.why.organic.text', Icon: Leaf },
  { title: 'services.why.care.title', text: 'services.why.care.text', Icon: HeartHandshake },
  { title: 'services.why.award.title', text: 'services.why.award.text', Icon: Award },
];

/** The Services page's 'Why Choose' band with four benefits. */
export function WhyChooseBand() {
  const business = useBusiness();
  return (
    <section aria-labelledby="why-choose-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="why-choose-heading" className="text-center text-4xl font-semibold text-sand-50 sm:text-5xl">
          <T id="services.why.title" values={{ name: business.shortName }} />
        </h2>
        <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ title, text, Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto grid size-16 place-items-center rounded-full border border-gold-300/50 text-gold-300">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold text-sand-50">
                <T id={title} />
              </h3>
              <p className="mt-2 text-sand-200">
                <T id={text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
