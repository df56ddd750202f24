import type { ResponsiveImageData } from '@/lib/media';

/** The gallery's picture categories, in the filter bar's order. */
export const galleryCategories = ['Our Therapists', 'Treatment Rooms', 'Wellness Areas'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export interface GalleryImage {
  id: string;
  category: GalleryCategory;
  /** The caption's description, and the picture's text alternative. */
  image: ResponsiveImageData;
}

/** Files under /media/gallery: `<name>-<width>.webp`, 4:3 (made by scripts/media/generate.sh). */
function galleryImage(id: string, category: GalleryCategory, alt: string): GalleryImage {
  const widths = [480, 960] as const;
  return {
    id,
    category,
    image: {
      variants: widths.map((width) => ({ src: `/media/gallery/${id}-${width}.webp`, width })),
      width: 960,
      height: 720,
      alt,
    },
  };
}

/** The gallery's six pictures. The lightbox steps through them in this order. */
export const galleryImages: readonly GalleryImage[] = [
  galleryImage('warm-oil-ritual', 'Our Therapists', 'Warm argan and amber oil, readied by candlelight before a massage'),
  galleryImage('couples-suite-dusk', 'Treatment Rooms', 'The couples suite at dusk: lamps low, towels rolled, rose petals on the bed'),
  galleryImage('hammam-steam-room', 'Wellness Areas', 'Steam and soft light beneath the arches of our Moroccan hammam'),
  galleryImage('hot-stone-preparation', 'Our Therapists', 'Smooth basalt stones warmed and set out for a hot stone treatment'),
  galleryImage('private-treatment-room', 'Treatment Rooms', 'Fresh folded linen and eucalyptus in a private treatment room'),
  galleryImage('relaxation-lounge', 'Wellness Areas', 'Afternoon palm shadows on the wall of the relaxation lounge'),
];
