import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { pictureImage } from '@/lib/media';

import type { Post } from '../api/get-posts';
import { postImage, postImageSize } from '../utils/post-image';

/**
 * A post's picture, as the layout needs it: its uploaded cover (a <picture> of its WebP and JPEG variants,
 * described by its alt text), else the picture given as a path or the default one, 640 or 1200 wide and
 * decorative (the post's title sits beside it). Pictures below the fold load lazily.
 */
export function PostPicture({
  post,
  sizes,
  priority = false,
  className,
}: {
  post: Pick<Post, 'featuredImage' | 'cover' | 'coverAlt'>;
  sizes: string;
  /** true for a picture in the first screenful: load it at once, with high priority. */
  priority?: boolean;
  className?: string;
}) {
  const classes = cn('aspect-[3/2] w-full bg-sand-200 object-cover', className);
  if (post.cover) {
    return <ResponsiveImage image={pictureImage(post.cover, post.coverAlt ?? '')} sizes={sizes} priority={priority} className={classes} />;
  }
  const { src, srcSet } = postImage(post.featuredImage);
  return (
    <img
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      width={postImageSize.width}
      height={postImageSize.height}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={classes}
    />
  );
}
