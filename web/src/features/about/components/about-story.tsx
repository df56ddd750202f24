import { useIsolate } from '@/components/ui/isolate';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useT } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { storyImage } from '../data/about-content';

/** The About page's story. */
export function AboutStory() {
  const business = useBusiness();
  const isolate = useIsolate();
  const t = useT();
  return (
    <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-medium tracking-[0.3em] text-gold-700 uppercase">
            <T id="about.story.eyebrow" />
          </p>
          <h2 id="story-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
            <T id="about.story.title" values={{ district: isolate(business.district) }} />
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              <T id="about.story.text1" values={{ name: isolate(business.shortName), hotel: isolate(business.hotel) }} />
            </p>
            <p>
              <T id="about.story.text2" />
            </p>
            <p>
              <T id="about.story.text3" />
            </p>
          </div>
        </div>
        <ResponsiveImage
          image={storyImage}
          alt={t('about.story.picture')}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] h-auto w-full rounded-3xl bg-sand-200 object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
