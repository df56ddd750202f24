import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys, publicPostsKey } from '../../shared/api/admin-keys';
import { parseAdminPost, type AdminPost } from './get-admin-posts';

/** The server's words (dayspa.CleanAlt), so the form's error reads the same from either side. */
export const coverAltRequired = 'Please describe the picture for visitors who cannot see it (alt text).';
export const coverAltTooLong = 'Alt text must be at most 250 characters.';

/** Whether the post has a picture: an uploaded cover, or one given as a path (the demo posts'). */
export const hasCover = (post: Pick<AdminPost, 'cover' | 'featuredImage'> | null) => post !== null && (post.cover !== null || post.featuredImage !== '');

const coverPath = (id: number) => `${adminKeys.posts[0]}/${encodeURIComponent(String(id))}/cover`;

/**
 * `POST /api/admin/posts/{id}/cover` (multipart `file` and `coverAlt`): the server checks the file by its
 * content, turns it upright, drops its metadata and stores its WebP and JPEG variants. Answers the post.
 */
export async function uploadCover({ id, file, alt }: { id: number; file: File; alt: string }): Promise<AdminPost> {
  const form = new FormData();
  form.set('coverAlt', alt);
  form.set('file', file);
  return parseAdminPost(await apiSend('POST', coverPath(id), form), `POST ${coverPath(id)}`);
}

/** `DELETE /api/admin/posts/{id}/cover`: the post keeps no picture; the cover's files go. */
export async function removeCover(id: number): Promise<AdminPost> {
  return parseAdminPost(await apiSend('DELETE', coverPath(id)), `DELETE ${coverPath(id)}`);
}

/** Uploads or removes a cover, then refreshes the dashboard's list and the public blog. */
export function usePostCover() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.posts }), queryClient.invalidateQueries({ queryKey: publicPostsKey })]);
  const upload = useMutation({ mutationKey: ['/api/admin/posts/cover/upload'], mutationFn: uploadCover, onSettled: refresh });
  const remove = useMutation({ mutationKey: ['/api/admin/posts/cover/delete'], mutationFn: removeCover, onSettled: refresh });
  return { upload: upload.mutateAsync, remove: remove.mutateAsync };
}
