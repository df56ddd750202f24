import { ArrowRight } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Localized } from '@/components/ui/localized';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

import { postDate, type Post } from '../api/get-posts';
import { PostDate } from './post-date';
import { PostPicture } from './post-picture';

/**
 * A post as a card: picture with its category, date, title, excerpt and 'Read More', linking to
 * /blog/{slug}. The blog's Featured Articles and the home page's latest posts show it.
 */
export function PostCard({
  post,
  list,
  priority = false,
}: {
  post: Post;
  /** Names the list the card is in, for its heading's id ('featured', 'latest'). */
  list: string;
  /** true for a card in the first screenful: its picture loads at once. */
  priority?: boolean;
}) {
  const href = paths.blogPost.getHref(post.slug);
  const headingId = `${list}-${post.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm"
    >
      <div className="relative">
        <PostPicture post={post} sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw" priority={priority} />
        {post.category ? <Badge className="absolute top-3 start-3 shadow-sm">
            <Localized en={post.category} ar={post.categoryAr} />
          </Badge> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <PostDate createdAt={postDate(post)} />
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
          <T id="blog.post.readMore" values={{ title: post.title }} components={{ 0: <span className="sr-only" /> }} />
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        </Link>
      </div>
    </article>
  );
}
