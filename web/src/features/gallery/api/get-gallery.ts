import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { parsePicture, pictureImage } from '@/lib/media';

import { galleryCategories, type GalleryCategory, type GalleryImage } from '../types';

export const galleryQueryKey = ['/api/gallery'] as const;

const isCategory = (v: unknown): v is GalleryCategory => (galleryCategories as readonly unknown[]).includes(v);

/** Checks GET /api/gallery's answer: the pictures in the manager's order. */
export function parseGallery(data: unknown): GalleryImage[] {
  if (!Array.isArray(data)) throw new Error('GET /api/gallery: expected an array');
  return data.map((item: unknown, index): GalleryImage => {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const picture = parsePicture(r.picture);
    if (typeof r.id !== 'number' || typeof r.alt !== 'string' || !isCategory(r.category) || !picture) {
      throw new Error(`GET /api/gallery: picture ${index} has not its shape`);
    }
    const altAr = typeof r.altAr === 'string' ? r.altAr : '';
    return { id: String(r.id), category: r.category, image: pictureImage(picture, r.alt), altAr };
  });
}

export function getGalleryQueryOptions() {
  return queryOptions({
    queryKey: galleryQueryKey,
    queryFn: async ({ signal }) => parseGallery(await apiGet('/api/gallery', { signal })),
  });
}

/** The gallery's pictures, in the order the manager set. */
export function useGallery() {
  return useQuery(getGalleryQueryOptions());
}
