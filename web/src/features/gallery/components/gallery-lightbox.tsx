import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState, type KeyboardEvent } from 'react';

import { Localized } from '@/components/ui/localized';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useInertOutside } from '@/hooks/use-inert-outside';
import { useLocale, useT } from '@/lib/i18n';
import { directionOf } from '@/lib/locale';
import { useLocalized } from '@/lib/localized';
import { T } from '@/lib/trans';

import { galleryCategoryLabels, type GalleryImage } from '../types';
import { lightboxKeyStep, wrapIndex } from '../utils/lightbox';

const navButton =
  'grid size-12 shrink-0 place-items-center rounded-full bg-sand-50/10 text-sand-50 ring-1 ring-sand-50/30 transition-colors hover:bg-sand-50/20 [&_svg]:size-6';

/**
 * The full-screen lightbox (docs/product.md, Gallery page): a modal dialog with close, previous and next buttons.
 * Previous and next (and the arrow keys) wrap around and step through the whole list, not the filtered grid.
 * On an Arabic page the row reads right to left: previous stands on the right, next on the left, their chevrons
 * turned, and ArrowLeft is next. Escape or the close button closes it; focus then returns to the picture that
 * opened it.
 */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  restoreFocus,
}: {
  images: readonly GalleryImage[];
  /** The shown picture's index in `images`; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called once the lightbox has closed: focus the picture that opened it. */
  restoreFocus: () => void;
}) {
  const nextButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  const direction = directionOf(useLocale());
  const localized = useLocalized();
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useInertOutside(content);
  const current = index === null ? undefined : images[index];
  const step = (by: -1 | 1) => {
    if (index !== null) onIndexChange(wrapIndex(index, by, images.length));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const by = lightboxKeyStep(event.key, direction);
    if (by === null) return;
    event.preventDefault();
    step(by);
  };

  const caption = current ? localized(current.image.alt, current.altAr) : null;

  return (
    <Dialog.Root
      open={current !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        {/* Opaque: the page behind is out of sight and out of reach while the lightbox is open. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-900" />
        {current && caption && index !== null ? (
          <Dialog.Content
            ref={setContent}
            onKeyDown={onKeyDown}
            // The close button would be focused first; starting on "next" reads better and suits arrow users.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              nextButton.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              restoreFocus();
            }}
            className="on-dark fixed inset-0 z-50 flex flex-col text-sand-50 outline-none"
          >
            <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <p className="text-sm text-sand-200" aria-hidden="true">
                {index + 1} / {images.length}
              </p>
              {/* Announces each new picture to screen readers as the visitor steps through. */}
              <p className="sr-only" aria-live="polite" aria-atomic="true">
                <T
                  id="gallery.lightbox.position"
                  values={{
                    index: index + 1,
                    count: images.length,
                    description: <Localized en={current.image.alt} ar={current.altAr} />,
                  }}
                />
              </p>
              <Dialog.Close className={navButton} aria-label={t('gallery.lightbox.close')}>
                <X aria-hidden="true" />
              </Dialog.Close>
            </div>

            <figure className="flex min-h-0 flex-1 items-center justify-center px-2 sm:px-6">
              <ResponsiveImage
                key={current.id}
                image={current.image}
                alt={caption.text}
                {...(caption.lang ? { lang: caption.lang } : {})}
                sizes="100vw"
                priority
                className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain"
              />
            </figure>

            <div className="mx-auto flex w-full max-w-4xl items-center gap-3 px-4 pt-3 pb-6 sm:gap-6 sm:px-6">
              <button
                type="button"
                className={navButton}
                aria-label={t('gallery.lightbox.previous')}
                onClick={() => {
                  step(-1);
                }}
              >
                <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
              </button>
              <div className="min-w-0 flex-1 text-center">
                <Dialog.Description className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
                  <T id={galleryCategoryLabels[current.category]} />
                </Dialog.Description>
                <Dialog.Title className="mt-1 font-sans text-base font-normal text-sand-50 sm:text-lg">
                  <Localized en={current.image.alt} ar={current.altAr} />
                </Dialog.Title>
              </div>
              <button
                type="button"
                ref={nextButton}
                className={navButton}
                aria-label={t('gallery.lightbox.next')}
                onClick={() => {
                  step(1);
                }}
              >
                <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
              </button>
            </div>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
