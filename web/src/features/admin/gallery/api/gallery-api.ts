import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import { parsePicture, pictureImage, type ResponsiveImageData } from '@/lib/media';

/** The gallery's categories, in the public filter bar's order. */
export const galleryCategories = ['Our Therapists', 'Treatment Rooms', 'Wellness Areas'] as const;

/** Admin reads start with '/api/admin/' (the lost-session policy finds them by it). */
export const adminGalleryKey = ['/api/admin/gallery'] as const;
/** The public gallery, refreshed when the manager changes it. */
const publicGalleryKey = ['/api/gallery'] as const;
const mutationKeys = {
  upload: ['/api/admin/gallery/create'],
  move: ['/api/admin/gallery/update'],
  edit: ['/api/admin/gallery/edit'],
  remove: ['/api/admin/gallery/delete'],
} as const;

export interface AdminGalleryItem {
  id: number;
  alt: string;
  /** The Arabic alt text; '' when not translated. */
  altAr: string;
  category: string;
  position: number;
  image: ResponsiveImageData;
}

export function parseAdminGallery(data: unknown): AdminGalleryItem[] {
  if (!Array.isArray(data)) throw new Error('GET /api/admin/gallery: expected an array');
  return data.map((item: unknown, index): AdminGalleryItem => {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const picture = parsePicture(r.picture);
    if (typeof r.id !== 'number' || typeof r.alt !== 'string' || typeof r.category !== 'string' || typeof r.position !== 'number' || !picture) {
      throw new Error(`GET /api/admin/gallery: picture ${index} has not its shape`);
    }
    const altAr = typeof r.altAr === 'string' ? r.altAr : '';
    return { id: r.id, alt: r.alt, altAr, category: r.category, position: r.position, image: pictureImage(picture, r.alt) };
  });
}

export function useAdminGallery() {
  return useQuery(
    queryOptions({
      queryKey: adminGalleryKey,
      queryFn: async ({ signal }) => parseAdminGallery(await apiGet(adminGalleryKey[0], { signal })),
    }),
  );
}

function useRefreshGallery() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminGalleryKey }),
      queryClient.invalidateQueries({ queryKey: publicGalleryKey }),
    ]);
}

export interface UploadInput extends PictureFields {
  file: File;
}

/** `POST /api/admin/gallery` (multipart): the server checks the file by its content and makes its variants. */
export async function uploadPicture({ file, alt, altAr, category }: UploadInput): Promise<void> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('altAr', altAr);
  form.set('category', category);
  form.set('file', file);
  await apiSend('POST', adminGalleryKey[0], form);
}

export function useUploadPicture() {
  const refresh = useRefreshGallery();
  return useMutation({ mutationKey: mutationKeys.upload, mutationFn: uploadPicture, onSuccess: refresh });
}

/** `PATCH /api/admin/gallery/{id}` with the new position (from 1). */
export function useMovePicture() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationKey: mutationKeys.move,
    mutationFn: ({ id, position }: { id: number; position: number }) =>
      apiSend('PATCH', `${adminGalleryKey[0]}/${encodeURIComponent(String(id))}`, { position }),
    onSettled: refresh,
  });
}

/** The picture's words, as the upload form and the edit dialog send them (never its file or place). */
export interface PictureFields {
  alt: string;
  /** May be empty: not translated. */
  altAr: string;
  category: string;
}

/** `PATCH /api/admin/gallery/{id}` with the new alt texts and category. */
export function useEditPicture() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationKey: mutationKeys.edit,
    mutationFn: ({ id, fields }: { id: number; fields: PictureFields }) =>
      apiSend('PATCH', `${adminGalleryKey[0]}/${encodeURIComponent(String(id))}`, fields),
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/gallery/{id}`: the picture and its files. */
export function useDeletePicture() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationKey: mutationKeys.remove,
    mutationFn: (id: number) => apiSend('DELETE', `${adminGalleryKey[0]}/${encodeURIComponent(String(id))}`),
    onSettled: refresh,
  });
}
