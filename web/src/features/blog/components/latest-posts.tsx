import { Spinner } from '@/components/ui/spinner';
import { useLocale, useT } from '@/lib/i18n';
import { T } from '@/lib/trans';

import { useLatestPosts } from '../api/get-posts';
import { PostCard } from './post-card';

/**
 * The newest `count` posts as cards, for other pages (Home shows 3), each linking to
 * /blog/{slug} (on an Arabic page the newest Arabic versions, to /ar/blog/{slug}); with the blog list's
 * loading and error states.
 */
export function LatestPosts({ count }: { count: number }) {
  const posts = useLatestPosts(count, useLocale());
  const t = useT();

  if (posts.isPending) return <Spinner label={t('blog.loading')} />;

  if (posts.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-8 text-center">
        <p className="font-display text-3xl font-semibold text-forest-800">
          <T id="blog.loadError" />
        </p>
        <p className="mt-3 text-muted">
          <T id="blog.tryLater" />
        </p>
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
