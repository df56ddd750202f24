import { PageHero } from '@/components/layout/page-hero';
import { useIsolate } from '@/components/ui/isolate';
import { GalleryBrowser } from '@/features/gallery/components/gallery-browser';
import { GalleryCta } from '@/features/gallery/components/gallery-cta';
import { GalleryFeatures } from '@/features/gallery/components/gallery-features';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

export function GalleryRoute() {
  useRouteMeta('/gallery');
  const business = useBusiness();
  const isolate = useIsolate();
  const t = useT();
  return (
    <>
      <PageHero title={t('gallery.hero.title')} eyebrow={t('gallery.hero.eyebrow')}>
        <p>
          <T id="gallery.hero.intro" values={{ district: isolate(business.district) }} />
        </p>
      </PageHero>
      <section aria-label={t('gallery.pictures')} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <GalleryBrowser />
      </section>
      <GalleryFeatures />
      <GalleryCta />
    </>
  );
}
