import { useRef, useState } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';

import { useGallery } from '../api/get-gallery';
import type { GalleryImage } from '../types';
import { GalleryFilter, type GalleryFilterValue } from './gallery-filter';
import { GalleryGrid } from './gallery-grid';
import { GalleryLightbox } from './gallery-lightbox';

const noImages: readonly GalleryImage[] = [];

/** The Gallery page: the filter (All by default), the grid, and the lightbox over the whole list. */
export function GalleryBrowser() {
  const gallery = useGallery();
  const galleryImages = gallery.data ?? noImages;
  const [filter, setFilter] = useState<GalleryFilterValue>('All');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const t = useT();

  const shown = filter === 'All' ? galleryImages : galleryImages.filter((image) => image.category === filter);

  const open = (image: GalleryImage, button: HTMLButtonElement) => {
    opener.current = button;
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
    <div className="space-y-10">
      <GalleryFilter value={filter} onChange={setFilter} />
      <GalleryGrid images={shown} onOpen={open} />
      <GalleryLightbox images={galleryImages} index={openIndex} onIndexChange={setOpenIndex} onClose={close} restoreFocus={restoreFocus} />
    </div>
  );
}
