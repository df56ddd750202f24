import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useBusiness } from '@/lib/site-config';

import { storyImage } from '../data/about-content';

/** The About page's story. */
export function AboutStory() {
  const business = useBusiness();
  return (
    <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-medium tracking-[0.3em] text-gold-700 uppercase">Our Story</p>
          <h2 id="story-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
            A Quiet Sanctuary in the Heart of {business.district}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              {business.shortName} began with a simple wish: to give busy Dubai a place to slow down. Five years ago we
              opened our doors in {business.hotel}, bringing together therapists trained in the healing traditions of
              Morocco, Thailand, Bali and Europe.
            </p>
            <p>
              Since then, thousands of residents, hotel guests and visitors have come to us for a moment of calm
              between meetings, flights and family life. Many now visit every month, and we know them by name.
            </p>
            <p>
              We still work the way we started: unhurried treatments, organic products and care that begins by
              listening to you.
            </p>
          </div>
        </div>
        <ResponsiveImage
          image={storyImage}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] h-auto w-full rounded-3xl bg-sand-200 object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
