import { ArrowRight, SearchX } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Localized } from '@/components/ui/localized';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

import { postDate, type Post } from '../api/get-posts';
import { PostDate } from './post-date';
import { PostPicture } from './post-picture';
import { PostTags } from './post-tags';

/** The blog list's filtered posts, or the empty state with 'Clear Filters'. */
export function PostList({ posts, onClearFilters }: { posts: readonly Post[]; onClearFilters: () => void }) {
  if (posts.length === 0) {
    return (
      <div className="rounded-2xl border border-sand-300 bg-sand-50 px-6 py-14 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-gold-700" />
        <h3 className="mt-4 text-3xl font-semibold">
          <T id="blog.empty.title" />
        </h3>
        <p className="mt-2 text-muted">
          <T id="blog.empty.text" />
        </p>
        <Button variant="outline" className="mt-6" onClick={onClearFilters}>
          <T id="blog.empty.clear" />
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-8">
      {posts.map((post) => (
        <li key={post.id}>
          <PostListItem post={post} />
        </li>
      ))}
    </ul>
  );
}

function PostListItem({ post }: { post: Post }) {
  const href = paths.blogPost.getHref(post.slug);
  const headingId = `post-${post.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm sm:grid-cols-[2fr_3fr]"
    >
      <PostPicture
        post={post}
        sizes="(min-width: 1280px) 320px, (min-width: 1024px) 26vw, (min-width: 640px) 40vw, 100vw"
        className="h-full sm:aspect-auto"
      />
      <div className="flex flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <PostDate createdAt={postDate(post)} />
          {post.category ? (
            <Badge tone="gold">
              <Localized en={post.category} ar={post.categoryAr} />
            </Badge>
          ) : null}
        </div>
        <h3 id={headingId} className="mt-3 text-2xl leading-tight font-semibold sm:text-3xl">
          <Link to={href} className="rounded-sm hover:text-gold-700">
            {post.title}
          </Link>
        </h3>
        {post.excerpt ? <p className="mt-3 leading-relaxed text-muted">{post.excerpt}</p> : null}
        <PostTags tags={post.tags} className="mt-4" />
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-5 font-semibold text-gold-700 hover:text-forest-800"
        >
          <T id="blog.post.readFull" values={{ title: post.title }} components={{ 0: <span className="sr-only" /> }} />
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        </Link>
      </div>
    </article>
  );
}
