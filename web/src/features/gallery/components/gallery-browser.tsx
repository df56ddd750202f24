import { lazy, Suspense, useRef, useState } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useFirstInteraction } from '@/hooks/use-first-interaction';
import { useT } from '@/lib/i18n';

import { useGallery } from '../api/get-gallery';
import type { GalleryImage } from '../types';
import { GalleryFilter, type GalleryFilterValue } from './gallery-filter';
import { GalleryGrid } from './gallery-grid';

const noImages: readonly GalleryImage[] = [];

// The lightbox (a modal dialog: focus trap, scroll lock, about 13 KB gzip) is fetched when the visitor first touches
// or focuses the pictures or the filter, a moment before a picture is opened, not with the page.
const loadLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.GalleryLightbox })));
const preloadLightbox = () => {
  loadLightbox().catch(() => undefined); // opening a picture tries again, and its error boundary reports a failure
};

/** The Gallery page: the filter (All by default), the grid, and the lightbox over the whole list. */
export function GalleryBrowser() {
  const gallery = useGallery();
  const galleryImages = gallery.data ?? noImages;
  const [filter, setFilter] = useState<GalleryFilterValue>('All');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Mounted from the first opening on, so that closing it still returns the focus to its picture.
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const pictures = useFirstInteraction<HTMLDivElement>(preloadLightbox);
  const t = useT();

  const shown = filter === 'All' ? galleryImages : galleryImages.filter((image) => image.category === filter);

  const open = (image: GalleryImage, button: HTMLButtonElement) => {
    opener.current = button;
    setLightboxWanted(true);
    setOpenIndex(galleryImages.indexOf(image));
  };
  const close = () => {
    setOpenIndex(null);
  };
  const restoreFocus = () => {
    opener.current?.focus();
  };

  if (gallery.isPending) return <Spinner label={t('gallery.loading')} className="min-h-svh items-start" />;
  if (gallery.isError) {
    return <LoadError title="gallery.error.title" text="gallery.error.text" look="page" />;
  }

  return (
    <div ref={pictures} className="space-y-10">
      <GalleryFilter value={filter} onChange={setFilter} />
      <GalleryGrid images={shown} onOpen={open} />
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <GalleryLightbox images={galleryImages} index={openIndex} onIndexChange={setOpenIndex} onClose={close} restoreFocus={restoreFocus} />
        </Suspense>
      ) : null}
    </div>
  );
}
