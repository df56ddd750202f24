import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

import { homeSectionIds } from '../data/section-ids';
import { SectionHeading } from './home-section';

/**
 * Home, section 3: the first four services (the route puts the services feature's cards inside) and
 * View All Services. 'Discover Treatments' scrolls here and moves focus here (tabIndex -1).
 */
export function HomeServices({ children }: { children: ReactNode }) {
  return (
    <section
      id={homeSectionIds.services}
      tabIndex={-1}
      aria-labelledby="home-services-heading"
      className="scroll-mt-20 bg-sand-200 px-4 py-16 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="home-services-heading" eyebrow="home.services.eyebrow" title="home.services.title">
          <p>
            <T id="home.services.intro" />
          </p>
        </SectionHeading>
        <div className="mt-12">{children}</div>
        <div className="mt-10 text-center">
          <Link to={paths.services.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <T id="home.services.viewAll" />
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
}
