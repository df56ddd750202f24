import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/lib/i18n';

import { useLatestPosts } from '../api/get-posts';
import { PostCard } from './post-card';

/**
 * The newest `count` posts as cards, for other pages (Home shows 3), each linking to
 * /blog/{slug} (on an Arabic page the newest Arabic versions, to /ar/blog/{slug}); with the blog list's
 * loading and error states.
 */
export function LatestPosts({ count }: { count: number }) {
  const posts = useLatestPosts(count, useLocale());

  if (posts.isPending) return <Spinner label="Loading blog posts" />;

  if (posts.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-8 text-center">
        <p className="font-display text-3xl font-semibold text-forest-800">Failed to load blog posts</p>
        <p className="mt-3 text-muted">Please try again later.</p>
      </div>
    );
  }

  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {posts.data.map((post) => (
        <li key={post.id}>
          <PostCard post={post} list="latest" />
        </li>
      ))}
    </ul>
  );
}
