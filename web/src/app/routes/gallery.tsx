import { PageHero } from '@/components/layout/page-hero';
import { GalleryBrowser } from '@/features/gallery/components/gallery-browser';
import { GalleryCta } from '@/features/gallery/components/gallery-cta';
import { GalleryFeatures } from '@/features/gallery/components/gallery-features';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

export function GalleryRoute() {
  useRouteMeta('/gallery');
  const business = useBusiness();
  return (
    <>
      <PageHero title="Our Sanctuary" eyebrow="Gallery">
        <p>
          Step inside our {business.district} spa: the therapists who care for you, the rooms where you unwind and the
          wellness areas made for slow, quiet time.
        </p>
      </PageHero>
      <section aria-label="Pictures" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <GalleryBrowser />
      </section>
      <GalleryFeatures />
      <GalleryCta />
    </>
  );
}
