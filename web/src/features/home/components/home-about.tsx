import { ArrowRight } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';
import { useIsolate } from '@/components/ui/isolate';
import { Link } from '@/components/ui/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';
import { useBusiness } from '@/lib/site-config';

import { aboutImage } from '../data/home-media';

/** Home, section 5: a short about section. */
export function HomeAbout() {
  const business = useBusiness();
  const isolate = useIsolate();
  return (
    <section aria-labelledby="home-about-heading" className="bg-sand-200 px-4 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <ResponsiveImage
          image={aboutImage}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] h-auto w-full rounded-3xl bg-sand-300 object-cover shadow-lg"
        />
        <div>
          <p className="text-sm font-medium tracking-[0.3em] text-gold-700 uppercase">
            <T id="home.about.eyebrow" />
          </p>
          <h2 id="home-about-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
            <T id="home.about.title" values={{ district: isolate(business.district) }} />
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              <T id="home.about.text1" values={{ hotel: isolate(business.hotel), name: isolate(business.shortName) }} />
            </p>
            <p>
              <T id="home.about.text2" />
            </p>
          </div>
          <Link to={paths.about.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            <T id="home.about.story" />
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
}
