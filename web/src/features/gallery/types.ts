import type { MessageId } from '@/lib/i18n';
import type { ResponsiveImageData } from '@/lib/media';

/** The gallery's picture categories, in the filter bar's order. */
export const galleryCategories = ['Our Therapists', 'Treatment Rooms', 'Wellness Areas'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** Each category's name in the page's language (the API keeps the English one). */
export const galleryCategoryLabels: Record<GalleryCategory, MessageId> = {
  'Our Therapists': 'gallery.category.therapists',
  'Treatment Rooms': 'gallery.category.rooms',
  'Wellness Areas': 'gallery.category.wellness',
};

/** A picture of the gallery, as GET /api/gallery gives it (the manager sets the pictures and their order). */
export interface GalleryImage {
  id: string;
  category: GalleryCategory;
  /** The caption's description, and the picture's text alternative. */
  image: ResponsiveImageData;
  /** The Arabic description and text alternative; '' when not translated (an Arabic page uses image.alt). */
  altAr: string;
}
