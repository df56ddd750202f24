import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { parseCover } from '@/lib/media';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, nullableString, oneOf, optionalString, readFields, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/** `GET /api/admin/posts`: every post, drafts and scheduled ones included, with its state at the answer. */
export type AdminPost = ApiSchema<'AdminPost'>;
export type PostState = AdminPost['state'];
/** A post's Arabic version (`ar`, null for none): its own words, the rest the post's. */
export type PostVersion = ApiSchema<'PostVersion'>;

/** The Arabic version, or null: an answer's `ar` that is not an object with a slug is none. */
const readVersion: FieldReader<PostVersion | null> = (record, key, what) => {
  const value = record[key];
  if (value === null || value === undefined) return null;
  return readFields(value, `${what}: ${key}`, {
    title: readString,
    slug: readString,
    excerpt: optionalString,
    content: readString,
    seoTitle: optionalString,
    seoDescription: optionalString,
  });
};

export const postStates = ['draft', 'scheduled', 'published'] as const;

const readTags: FieldReader<string[]> = (record, key) => {
  const tags = record[key];
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
};

export function parseAdminPost(item: unknown, what = 'admin post'): AdminPost {
  return readFields(item, what, {
    id: readNumber,
    slug: readString,
    title: readString,
    excerpt: optionalString,
    content: optionalString,
    category: optionalString,
    categoryAr: optionalString,
    tags: readTags,
    featuredImage: optionalString,
    cover: (record, key) => parseCover(record[key]),
    coverAlt: optionalString,
    status: oneOf(['draft', 'published'] as const),
    publishAt: nullableString,
    seoTitle: optionalString,
    seoDescription: optionalString,
    author: optionalString,
    createdAt: readString,
    updatedAt: readString,
    ar: readVersion,
    state: oneOf(postStates),
  });
}

export function parseAdminPosts(data: unknown): AdminPost[] {
  const what = 'GET /api/admin/posts';
  return asArray(data, what).map((item) => parseAdminPost(item, what));
}

export function adminPostsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.posts,
    queryFn: async ({ signal }) => parseAdminPosts(await apiGet(adminKeys.posts[0], { signal })),
    retry: false,
  });
}

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions());
}

/** The posts whose title, slug, excerpt, category, tags, author or Arabic title or slug hold `search` (any case), in `state` ('' = any). */
export function filterAdminPosts(posts: readonly AdminPost[], search: string, state: PostState | ''): AdminPost[] {
  const needle = search.trim().toLowerCase();
  return posts.filter((post) => {
    if (state !== '' && post.state !== state) return false;
    if (needle === '') return true;
    return [post.title, post.slug, post.excerpt, post.category, post.author, ...post.tags, post.ar?.title ?? '', post.ar?.slug ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}
