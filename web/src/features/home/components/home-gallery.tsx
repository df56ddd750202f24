import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

import { SectionHeading } from './home-section';

/** Home, section 6: four gallery pictures (the route puts the gallery feature's preview inside). */
export function HomeGallery({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="home-gallery-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="home-gallery-heading" eyebrow="home.gallery.eyebrow" title="home.gallery.title">
        <p>
          <T id="home.gallery.intro" />
        </p>
      </SectionHeading>
      <div className="mt-12">{children}</div>
      <div className="mt-10 text-center">
        <Link to={paths.gallery.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <T id="home.gallery.viewAll" />
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}
