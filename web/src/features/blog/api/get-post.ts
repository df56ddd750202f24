import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet, ApiError } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { parsePost } from './get-posts';

/** One post as `GET /api/blog/{slug}` sends it: the list's fields plus the article as HTML, sanitised by the server. */
export type PostDetail = ApiSchema<'PostDetail'>;

export const postQueryKey = (slug: string) => ['/api/blog', slug] as const;

export function parsePostDetail(data: unknown, slug: string): PostDetail {
  const where = `GET /api/blog/${slug}`;
  const post = parsePost(data, where);
  const html = (data as Record<string, unknown>).contentHtml;
  return { ...post, contentHtml: typeof html === 'string' ? html : '' };
}

export async function getPost(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<PostDetail> {
  const path = `/api/blog/${encodeURIComponent(slug)}`;
  return parsePostDetail(await apiGet(path, signal ? { signal } : {}), slug);
}

/** The server answers 404 `{"message":"Post not found"}` for an unknown slug. */
export const isPostNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function getPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: postQueryKey(slug),
    queryFn: ({ signal }) => getPost(slug, { signal }),
    // A missing post stays missing: retry other failures once, as every read, never a 404.
    retry: (failureCount, error) => !isPostNotFound(error) && failureCount < 1,
  });
}

export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}
