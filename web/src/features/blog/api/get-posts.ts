import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { parseCover } from '@/lib/media';

/**
 * A blog post as `GET /api/blog` sends it. `content` is Markdown, searched by the blog filter and never
 * rendered as HTML on the list ('' in a summary, `?summary=true`); `featuredImage` is a path such as '/media/blog/my-post.webp', or '' for
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

/**
 * Which blog list to ask `GET /api/blog` for: in `lang` (English by default), the newest `limit` posts (every
 * one without), and with `summary` each without its Markdown (`content` '': what the cards show).
 */
export interface PostsQuery {
  lang?: PostLanguage;
  limit?: number;
  summary?: boolean;
}

/**
 * The API path of a list: the parameters that differ from the defaults, always in the order limit, lang, summary
 * (`/api/blog`, `/api/blog?summary=true`, `/api/blog?lang=ar&summary=true`,
 * `/api/blog?limit=3&lang=ar&summary=true`). The server keys the pages' data blocks by the same string
 * (postsAPIPath in internal/httpapi/bloglang.go), and the app finds them there by it (app/initial-data.ts).
 */
export function postsPath({ lang = 'en', limit, summary = false }: PostsQuery = {}): string {
  const params: string[] = [];
  if (limit !== undefined) params.push(`limit=${limit}`);
  if (lang !== 'en') params.push(`lang=${lang}`);
  if (summary) params.push('summary=true');
  return params.length === 0 ? '/api/blog' : `/api/blog?${params.join('&')}`;
}

/**
 * The query key of a list: `['/api/blog']` for every English post with its Markdown, else
 * `['/api/blog', {limit?, lang?, summary?}]` with the parameters its path has. Every list's key starts with
 * '/api/blog', which the dashboard invalidates after an edit.
 */
export function postsQueryKey({ lang = 'en', limit, summary = false }: PostsQuery = {}) {
  const params: { limit?: number; lang?: PostLanguage; summary?: true } = {};
  if (limit !== undefined) params.limit = limit;
  if (lang !== 'en') params.lang = lang;
  if (summary) params.summary = true;
  return Object.keys(params).length === 0 ? (['/api/blog'] as const) : (['/api/blog', params] as const);
}

/** The list a path written by postsPath asks for; undefined for any other path (a post's, or another order). */
export function parsePostsPath(path: string): PostsQuery | undefined {
  const match = /^\/api\/blog(?:\?(.*))?$/.exec(path);
  if (!match) return undefined;
  const params = new URLSearchParams(match[1] ?? '');
  const query: PostsQuery = {};
  const limit = params.get('limit');
  if (limit !== null) query.limit = Number(limit);
  const lang = params.get('lang');
  if (lang === 'ar') query.lang = 'ar';
  if (params.get('summary') === 'true') query.summary = true;
  return postsPath(query) === path ? query : undefined;
}

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
    categoryAr: text(r.categoryAr),
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

export async function getPosts(query: PostsQuery = {}, { signal }: { signal?: AbortSignal } = {}): Promise<Post[]> {
  return parsePosts(await apiGet(postsPath(query), signal ? { signal } : {}));
}

/** The query of a list (see PostsQuery). */
export function getPostsQueryOptions(query: PostsQuery = {}) {
  return queryOptions({
    queryKey: postsQueryKey(query),
    queryFn: ({ signal }) => getPosts(query, { signal }),
  });
}

/**
 * Every post in `lang`, newest first (the server's order), with its Markdown: what the blog's search reads;
 * fetched only when `enabled`. In Arabic, the posts that have an Arabic version.
 */
export function usePosts(lang: PostLanguage = 'en', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPostsQueryOptions({ lang }), enabled });
}

/**
 * Every post in `lang` without its Markdown (`content` is ''), as `GET /api/blog?summary=true`
 * (`?lang=ar&summary=true`) answers it: what the cards show. /blog's and /ar/blog's first HTML carry this
 * answer (internal/httpapi/render.go), not the whole list, whose text is most of its weight; the search
 * fetches the whole list when the visitor starts searching.
 */
export function usePostSummaries(lang: PostLanguage = 'en', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPostsQueryOptions({ lang, summary: true }), enabled });
}

/**
 * The newest `limit` posts in `lang` without their Markdown, as `GET /api/blog?limit=&summary=true`
 * (`?limit=&lang=ar&summary=true`) answers them (a preview needs no more).
 */
export function useLatestPosts(limit: number, lang: PostLanguage = 'en') {
  return useQuery(getPostsQueryOptions({ lang, limit, summary: true }));
}
