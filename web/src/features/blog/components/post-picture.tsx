import { cn } from '@/lib/cn';

import { postImage, postImageSize } from '../utils/post-image';

/**
 * A post's picture (or the default one), 640 or 1200 wide as the layout needs. It is decorative: the
 * post's title sits beside it, so the alt text is empty. Pictures below the fold load lazily.
 */
export function PostPicture({
  featuredImage,
  sizes,
  priority = false,
  className,
}: {
  featuredImage: string;
  sizes: string;
  /** true for a picture in the first screenful: load it at once, with high priority. */
  priority?: boolean;
  className?: string;
}) {
  const { src, srcSet } = postImage(featuredImage);
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
      className={cn('aspect-[3/2] w-full bg-sand-200 object-cover', className)}
    />
  );
}
