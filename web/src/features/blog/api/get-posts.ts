import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { parseCover } from '@/lib/media';

/**
 * A blog post as `GET /api/blog` sends it. `content` is Markdown, searched by the blog filter and never
 * rendered as HTML on the list; `featuredImage` is a path such as '/media/blog/my-post.webp', or '' for
 * the blog's default picture; `cover` is the uploaded cover (its WebP and JPEG variants) with `coverAlt`; `publishAt` (when it went live: its date) and `createdAt` are RFC 3339, or ''
 * when missing.
 */
export type Post = ApiSchema<'Post'>;

/**
 * The blog's languages: `en` (the posts at /blog/{slug}) or `ar` (the posts' Arabic versions at
 * /ar/blog/{slug}, `GET /api/blog?lang=ar`). A post in either has the same shape; `language` says which,
 * and `translationSlug` is its slug in the other language (null when it has no version there).
 */
export type PostLanguage = ApiSchema<'Language'>;

export const postsQueryKey = ['/api/blog'] as const;

/** The blog list's query key in `lang`: English keeps the key it always had. */
export const postsQueryKeyIn = (lang: PostLanguage) => (lang === 'en' ? postsQueryKey : (['/api/blog', { lang }] as const));

/** The API path of the blog list in `lang`. */
export const postsPathIn = (lang: PostLanguage) => (lang === 'en' ? '/api/blog' : `/api/blog?lang=${lang}`);

function invalid(where: string, field: string): never {
  throw new Error(`${where}: no valid ${field}`);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');


/** Checks one post's shape; fields the server left empty or out become '' or []. */
export function parsePost(item: unknown, where: string): Post {
  if (typeof item !== 'object' || item === null) return invalid(where, 'record');
  const r = item as Record<string, unknown>;
  if (typeof r.id !== 'number') return invalid(where, 'id');
  if (typeof r.slug !== 'string' || r.slug === '') return invalid(where, 'slug');
  if (typeof r.title !== 'string') return invalid(where, 'title');
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: text(r.excerpt),
    content: text(r.content),
    category: text(r.category),
    tags: Array.isArray(r.tags) ? r.tags.filter((tag): tag is string => typeof tag === 'string' && tag !== '') : [],
    featuredImage: text(r.featuredImage),
    cover: parseCover(r.cover),
    coverAlt: text(r.coverAlt),
    createdAt: text(r.createdAt),
    publishAt: text(r.publishAt),
    updatedAt: text(r.updatedAt),
    author: text(r.author),
    seoTitle: text(r.seoTitle),
    seoDescription: text(r.seoDescription),
    language: r.language === 'ar' ? 'ar' : 'en',
    translationSlug: typeof r.translationSlug === 'string' && r.translationSlug !== '' ? r.translationSlug : null,
  };
}

/** The date a post shows: when it went live, or its creation for an answer without one. */
export const postDate = (post: Pick<Post, 'publishAt' | 'createdAt'>) => post.publishAt || post.createdAt;

export function parsePosts(data: unknown): Post[] {
  if (!Array.isArray(data)) throw new Error('GET /api/blog: expected an array');
  return data.map((item, index) => parsePost(item, `GET /api/blog: post ${index}`));
}

export async function getPosts({ signal, lang = 'en' }: { signal?: AbortSignal; lang?: PostLanguage } = {}): Promise<Post[]> {
  return parsePosts(await apiGet(postsPathIn(lang), signal ? { signal } : {}));
}

export function getPostsQueryOptions(lang: PostLanguage = 'en') {
  return queryOptions({
    queryKey: postsQueryKeyIn(lang),
    queryFn: ({ signal }) => getPosts({ signal, lang }),
  });
}

/** Every post, newest first (the server's order); in Arabic, the posts that have an Arabic version. */
export function usePosts(lang: PostLanguage = 'en') {
  return useQuery(getPostsQueryOptions(lang));
}

/** The newest `limit` posts in `lang`, as `GET /api/blog?limit=` (`&lang=ar`) answers them (a preview needs no more). */
export const latestPostsQueryKey = (limit: number, lang: PostLanguage = 'en') =>
  lang === 'en' ? (['/api/blog', { limit }] as const) : (['/api/blog', { limit, lang }] as const);

export function useLatestPosts(limit: number, lang: PostLanguage = 'en') {
  return useQuery({
    queryKey: latestPostsQueryKey(limit, lang),
    queryFn: async ({ signal }) => parsePosts(await apiGet(`/api/blog?limit=${limit}${lang === 'en' ? '' : `&lang=${lang}`}`, { signal })),
  });
}
