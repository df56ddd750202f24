import { ResponsiveImage } from '@/components/ui/responsive-image';

import { useGallery } from '../api/get-gallery';

const figureClass = 'overflow-hidden rounded-2xl border border-sand-300 bg-sand-50';
const pictureClass = 'aspect-[4/3] h-auto w-full bg-sand-200 object-cover';
// The caption's two lines: the category (0.7rem) and the description (text-sm), as the placeholder holds them.
const captionClass = 'px-3 py-3 sm:px-4';

/**
 * A glimpse of the gallery for other pages (Home shows the first 4 in the manager's order), from the
 * same query as the Gallery page. Captions show category and description. While the pictures load, a
 * placeholder of the same grid holds their place, so nothing below moves when they arrive.
 */
export function GalleryPreview({ count = 4 }: { count?: number }) {
  const gallery = useGallery();

  if (gallery.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        <span className="sr-only">Loading pictures</span>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} aria-hidden="true" className={figureClass}>
            <div className={pictureClass} />
            <div className={captionClass}>
              <span className="block text-[0.7rem]">&nbsp;</span>
              <span className="mt-0.5 block text-sm leading-snug">&nbsp;</span>
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (gallery.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-8 text-center">
        <p className="font-display text-3xl font-semibold text-forest-800">Failed to load the gallery</p>
        <p className="mt-3 text-muted">Please try again later.</p>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {gallery.data.slice(0, count).map((item) => (
        <li key={item.id}>
          <figure className={figureClass}>
            <ResponsiveImage
              image={item.image}
              sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
              className={pictureClass}
            />
            <figcaption className={captionClass}>
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
