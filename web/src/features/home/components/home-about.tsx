import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button-variants';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { useBusiness } from '@/lib/site-config';

import { aboutImage } from '../data/home-media';

/** Home, section 5: a short about section. */
export function HomeAbout() {
  const business = useBusiness();
  return (
    <section aria-labelledby="home-about-heading" className="bg-sand-200 px-4 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <ResponsiveImage
          image={aboutImage}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] h-auto w-full rounded-3xl bg-sand-300 object-cover shadow-lg"
        />
        <div>
          <p className="text-sm font-medium tracking-[0.3em] text-gold-700 uppercase">About Us</p>
          <h2 id="home-about-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
            A Hotel Sanctuary in {business.district}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              Tucked inside {business.hotel}, {business.shortName} is where Dubai slows down. For more than five years
              our therapists have blended the healing traditions of Morocco, Thailand and Bali with modern skincare.
            </p>
            <p>Residents, hotel guests and visitors come for an hour of calm and leave feeling renewed.</p>
          </div>
          <Link to={paths.about.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            Our Story
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
