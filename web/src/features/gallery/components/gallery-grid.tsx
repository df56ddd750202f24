import { Localized } from '@/components/ui/localized';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { T } from '@/lib/trans';

import { galleryCategoryLabels, type GalleryImage } from '../types';

/**
 * The pictures as buttons: a click, Enter or Space opens the lightbox. The caption (category and
 * description, the manager's Arabic one on an Arabic page) is inside the button, so it is also the button's name.
 */
export function GalleryGrid({
  images,
  onOpen,
}: {
  images: readonly GalleryImage[];
  onOpen: (image: GalleryImage, opener: HTMLButtonElement) => void;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((item, index) => (
        <li key={item.id}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={(event) => {
              onOpen(item, event.currentTarget);
            }}
            className="group block w-full overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 text-start shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="block overflow-hidden">
              <ResponsiveImage
                image={item.image}
                alt=""
                // The first picture reaches into a phone's first screen and is its largest paint.
                priority={index === 0}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full bg-sand-200 object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
              />
            </span>
            <span className="block px-5 py-4">
              <span className="block text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                <T id={galleryCategoryLabels[item.category]} />
              </span>
              <span className="mt-1 block leading-snug text-ink">
                <Localized en={item.image.alt} ar={item.altAr} />
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
