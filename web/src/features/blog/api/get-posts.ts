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

export const postsQueryKey = ['/api/blog'] as const;

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
  };
}

/** The date a post shows: when it went live, or its creation for an answer without one. */
export const postDate = (post: Pick<Post, 'publishAt' | 'createdAt'>) => post.publishAt || post.createdAt;

export function parsePosts(data: unknown): Post[] {
  if (!Array.isArray(data)) throw new Error('GET /api/blog: expected an array');
  return data.map((item, index) => parsePost(item, `GET /api/blog: post ${index}`));
}

export async function getPosts({ signal }: { signal?: AbortSignal } = {}): Promise<Post[]> {
  return parsePosts(await apiGet('/api/blog', signal ? { signal } : {}));
}

/** Every post with its Markdown: what the blog's search reads. */
export function getPostsQueryOptions() {
  return queryOptions({
    queryKey: postsQueryKey,
    queryFn: ({ signal }) => getPosts({ signal }),
  });
}

/** Every post, newest first (the server's order), with its Markdown; fetched only when `enabled`. */
export function usePosts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPostsQueryOptions(), enabled });
}

/**
 * Every post without its Markdown (`content` is ''), as `GET /api/blog?summary=true` answers it: what the
 * cards show. /blog's first HTML carries this answer (internal/httpapi/render.go), not the whole list, whose
 * text is most of its weight; the search fetches the whole list when the visitor starts searching.
 */
export const postSummariesQueryKey = ['/api/blog', { summary: true }] as const;

export function usePostSummaries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postSummariesQueryKey,
    queryFn: async ({ signal }) => parsePosts(await apiGet('/api/blog?summary=true', { signal })),
    enabled,
  });
}

/** The newest `limit` posts without their Markdown, as `GET /api/blog?limit=&summary=true` answers them (a preview needs no more). */
export const latestPostsQueryKey = (limit: number) => ['/api/blog', { limit, summary: true }] as const;

export function useLatestPosts(limit: number) {
  return useQuery({
    queryKey: latestPostsQueryKey(limit),
    queryFn: async ({ signal }) => parsePosts(await apiGet(`/api/blog?limit=${limit}&summary=true`, { signal })),
  });
}
