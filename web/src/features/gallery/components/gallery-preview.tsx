import { LoadError } from '@/components/ui/load-error';
import { Localized } from '@/components/ui/localized';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useLocalized } from '@/lib/localized';
import { T } from '@/lib/trans';

import { useGallery } from '../api/get-gallery';
import { galleryCategoryLabels } from '../types';

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
  const localized = useLocalized();

  if (gallery.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        <span className="sr-only">
          <T id="gallery.loading" />
        </span>
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
    return <LoadError title="gallery.error.title" text="gallery.error.text" look="preview" />;
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {gallery.data.slice(0, count).map((item) => {
        const alt = localized(item.image.alt, item.altAr);
        return (
          <li key={item.id}>
            <figure className={figureClass}>
              <ResponsiveImage
                image={item.image}
                alt={alt.text}
                {...(alt.lang ? { lang: alt.lang } : {})}
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
                className={pictureClass}
              />
              <figcaption className={captionClass}>
                <span className="block text-[0.7rem] font-semibold tracking-[0.18em] text-gold-700 uppercase">
                  <T id={galleryCategoryLabels[item.category]} />
                </span>
                <span className="mt-0.5 block text-sm leading-snug text-ink">
                  <Localized en={item.image.alt} ar={item.altAr} />
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
