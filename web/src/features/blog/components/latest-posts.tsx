import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useT } from '@/lib/i18n';

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
    return <LoadError title="blog.loadError" text="blog.tryLater" look="preview" />;
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
