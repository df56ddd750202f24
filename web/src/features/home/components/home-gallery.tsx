import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

import { SectionHeading } from './home-section';

/** Home, section 6: four gallery pictures (the route puts the gallery feature's preview inside). */
export function HomeGallery({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="home-gallery-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="home-gallery-heading" eyebrow="Gallery" title="Step Inside Our Sanctuary">
        <p>Candle-lit rooms, a marble hammam and the therapists who look after you.</p>
      </SectionHeading>
      <div className="mt-12">{children}</div>
      <div className="mt-10 text-center">
        <Link to={paths.gallery.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          View Full Gallery
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
