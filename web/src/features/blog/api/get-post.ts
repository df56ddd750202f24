import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet, ApiError } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { parsePost, type PostLanguage } from './get-posts';

/** One post as `GET /api/blog/{slug}` sends it: the list's fields plus the article as HTML, sanitised by the server. */
export type PostDetail = ApiSchema<'PostDetail'>;

/** A post's query key by its slug in `lang` (an Arabic version's slug in Arabic); English keeps the key it always had. */
export const postQueryKey = (slug: string, lang: PostLanguage = 'en') =>
  lang === 'en' ? (['/api/blog', slug] as const) : (['/api/blog', slug, { lang }] as const);

/** The API path of the post whose slug in `lang` is `slug`: `/api/blog/{slug}`, `?lang=ar` for an Arabic version. */
export const postPath = (slug: string, lang: PostLanguage = 'en') =>
  `/api/blog/${encodeURIComponent(slug)}${lang === 'en' ? '' : `?lang=${lang}`}`;

export function parsePostDetail(data: unknown, slug: string): PostDetail {
  const where = `GET /api/blog/${slug}`;
  const post = parsePost(data, where);
  const html = (data as Record<string, unknown>).contentHtml;
  return { ...post, contentHtml: typeof html === 'string' ? html : '' };
}

export async function getPost(
  slug: string,
  { signal, lang = 'en' }: { signal?: AbortSignal; lang?: PostLanguage } = {},
): Promise<PostDetail> {
  return parsePostDetail(await apiGet(postPath(slug, lang), signal ? { signal } : {}), slug);
}

/** The server answers 404 `{"message":"Post not found"}` for an unknown slug. */
export const isPostNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function getPostQueryOptions(slug: string, lang: PostLanguage = 'en') {
  return queryOptions({
    queryKey: postQueryKey(slug, lang),
    queryFn: ({ signal }) => getPost(slug, { signal, lang }),
    // A missing post stays missing: retry other failures once, as every read, never a 404.
    retry: (failureCount, error) => !isPostNotFound(error) && failureCount < 1,
  });
}

export function usePost(slug: string, lang: PostLanguage = 'en') {
  return useQuery(getPostQueryOptions(slug, lang));
}
