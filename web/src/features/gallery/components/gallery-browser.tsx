import { useRef, useState } from 'react';

import { galleryImages, type GalleryImage } from '../data/gallery-images';
import { GalleryFilter, type GalleryFilterValue } from './gallery-filter';
import { GalleryGrid } from './gallery-grid';
import { GalleryLightbox } from './gallery-lightbox';

/** The Gallery page: the filter (All by default), the grid, and the lightbox over the whole list. */
export function GalleryBrowser() {
  const [filter, setFilter] = useState<GalleryFilterValue>('All');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

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

  return (
    <div className="space-y-10">
      <GalleryFilter value={filter} onChange={setFilter} />
      <GalleryGrid images={shown} onOpen={open} />
      <GalleryLightbox images={galleryImages} index={openIndex} onIndexChange={setOpenIndex} onClose={close} restoreFocus={restoreFocus} />
    </div>
  );
}
