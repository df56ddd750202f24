import { ResponsiveImage } from '@/components/ui/responsive-image';

import { galleryImages } from '../data/gallery-images';

/** A glimpse of the gallery for other pages (Home shows 4). Captions show category and description. */
export function GalleryPreview({ count = 4 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {galleryImages.slice(0, count).map((item) => (
        <li key={item.id}>
          <figure className="overflow-hidden rounded-2xl border border-sand-300 bg-sand-50">
            <ResponsiveImage
              image={item.image}
              sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
              className="aspect-[4/3] h-auto w-full bg-sand-200 object-cover"
            />
            <figcaption className="px-3 py-3 sm:px-4">
              <span className="block text-[0.7rem] font-semibold tracking-[0.18em] text-gold-700 uppercase">
                {item.category}
              </span>
              <span className="mt-0.5 block text-sm leading-snug text-ink">{item.image.alt}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
