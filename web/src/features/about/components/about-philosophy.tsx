import { IconPoints } from '@/components/ui/icon-points';
import { T } from '@/lib/trans';

import { values } from '../data/about-content';

/** The About page's 'Our Philosophy' with four values. */
export function AboutPhilosophy() {
  return (
    <section aria-labelledby="philosophy-heading" className="bg-sand-200 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="philosophy-heading" className="text-4xl font-semibold sm:text-5xl">
            <T id="about.philosophy.title" />
          </h2>
          <p className="mt-4 text-lg text-muted">
            <T id="about.philosophy.intro" />
          </p>
        </div>
        <IconPoints points={values} look="cards" columns="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
