import { T } from '@/lib/trans';

import type { Post } from '../api/get-posts';
import { featuredPosts } from '../utils/filter-posts';
import { PostCard } from './post-card';

/**
 * The blog's 'Featured Articles': the first 3 posts. Their pictures load as any below the hero: the hero's
 * picture, wider and higher on every screen, is the one the page paints first (its LCP), and a second picture
 * fetched at high priority would only share the phone's connection with it.
 */
export function FeaturedPosts({ posts }: { posts: readonly Post[] }) {
  const featured = featuredPosts(posts);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="text-3xl font-semibold sm:text-4xl">
        <T id="blog.featured" />
      </h2>
      <div aria-hidden="true" className="mt-3 mb-8 h-px w-16 bg-gold-500" />
      <ul className="grid gap-6 md:grid-cols-3">
        {featured.map((post) => (
          <li key={post.id}>
            <PostCard post={post} list="featured" />
          </li>
        ))}
      </ul>
    </section>
  );
}
