import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { usePosts, type Post } from '../api/get-posts';
import { PostDate } from './post-date';
import { PostPicture } from './post-picture';

/**
 * The newest `count` posts as cards, for other pages (Home shows 3: SPEC §2), each linking to
 * /blog/{slug}; with the blog list's loading and error states.
 */
export function LatestPosts({ count }: { count: number }) {
  const posts = usePosts();

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
      {posts.data.slice(0, count).map((post) => (
        <li key={post.id}>
          <LatestPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

function LatestPostCard({ post }: { post: Post }) {
  const href = paths.blogPost.getHref(post.slug);
  const headingId = `latest-${post.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm"
    >
      <div className="relative">
        <PostPicture featuredImage={post.featuredImage} sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw" />
        {post.category ? <Badge className="absolute top-3 left-3 shadow-sm">{post.category}</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <PostDate createdAt={post.createdAt} />
        <h3 id={headingId} className="mt-2 text-2xl leading-tight font-semibold">
          <Link to={href} className="rounded-sm hover:text-gold-700">
            {post.title}
          </Link>
        </h3>
        {post.excerpt ? <p className="mt-3 line-clamp-3 leading-relaxed text-muted">{post.excerpt}</p> : null}
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-4 font-semibold text-gold-700 hover:text-forest-800"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
