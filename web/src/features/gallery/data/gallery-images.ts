import type { ResponsiveImageData } from '@/components/ui/responsive-image';

/** SPEC §3 gallery image categories, in the filter bar's order. */
export const galleryCategories = ['Our Therapists', 'Treatment Rooms', 'Wellness Areas'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export interface GalleryImage {
  id: string;
  category: GalleryCategory;
  /** The caption's description, and the picture's text alternative (SPEC §3: alt is the description). */
  image: ResponsiveImageData;
}

/** Files under /media/gallery: `<name>-<width>.webp`, 4:3. */
function galleryImage(id: string, category: GalleryCategory, alt: string): GalleryImage {
  const widths = [480, 960, 1600] as const;
  return {
    id,
    category,
    image: {
      variants: widths.map((width) => ({ src: `/media/gallery/${id}-${width}.webp`, width })),
      width: 1600,
      height: 1200,
      alt,
    },
  };
}

/** SPEC §2 Gallery: six pictures. The lightbox steps through them in this order. */
export const galleryImages: readonly GalleryImage[] = [
  galleryImage('therapist-oils', 'Our Therapists', 'A therapist blending warm aromatic oils before a massage'),
  galleryImage('treatment-room', 'Treatment Rooms', 'A candle-lit treatment room with a heated massage bed'),
  galleryImage('hammam', 'Wellness Areas', 'The marble Moroccan bath, warm and softly lit'),
  galleryImage('couples-suite', 'Treatment Rooms', 'The couples suite with two massage beds side by side'),
  galleryImage('therapist-massage', 'Our Therapists', 'A certified therapist giving a relaxing back massage'),
  galleryImage('relaxation-lounge', 'Wellness Areas', 'The relaxation lounge with loungers and fresh herbal tea'),
];
