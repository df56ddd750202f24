import type { Post } from '../api/get-posts';

/** The category button that matches every post, and the default. */
export const allCategory = 'All';

export interface PostFilter {
  /** Free text; '' matches everything. */
  search: string;
  /** A post category, or 'All'. */
  category: string;
}

/**
 * The blog search: a case-insensitive substring match on title, excerpt or content, combined with
 * category equality ('All' matches everything). Surrounding spaces of the search text are ignored.
 */
export function filterPosts(posts: readonly Post[], { search, category }: PostFilter): Post[] {
  const needle = search.trim().toLocaleLowerCase();
  return posts.filter(
    (post) =>
      (category === allCategory || post.category === category) &&
      (needle === '' ||
        post.title.toLocaleLowerCase().includes(needle) ||
        post.excerpt.toLocaleLowerCase().includes(needle) ||
        post.content.toLocaleLowerCase().includes(needle)),
  );
}

/** A category as the filters show it: its key (the English name the URL keeps), its Arabic name ('' for none). */
export interface CategoryName {
  category: string;
  categoryAr: string;
}

export interface CategoryCount extends CategoryName {
  count: number;
}

/**
 * Each distinct category in the order the posts first use it, with its Arabic name (every post of a category
 * carries the same) and its number of posts.
 */
export function countCategories(posts: readonly Post[]): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  for (const post of posts) {
    if (post.category === '') continue;
    const seen = counts.get(post.category);
    if (seen) seen.count += 1;
    else counts.set(post.category, { category: post.category, categoryAr: post.categoryAr, count: 1 });
  }
  return [...counts.values()];
}

/** Featured 3, recent 5, tags shown 3 per post. */
export const blogLimits = { featured: 3, recent: 5, tags: 3 } as const;

export const featuredPosts = (posts: readonly Post[]) => posts.slice(0, blogLimits.featured);
export const recentPosts = (posts: readonly Post[]) => posts.slice(0, blogLimits.recent);
export const visibleTags = (tags: readonly string[]) => tags.slice(0, blogLimits.tags);
