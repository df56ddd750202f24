import type { ResponsiveImageData } from '@/lib/media';

/** The stock picture of a post without its own. */
export const defaultPostImage = '/media/blog/default.webp';

/** The phone-sized copy that sits beside each of our blog pictures: `name.webp` → `name-640.webp`. */
const smallCopyWidth = 640;
const smallCopy = (src: string) => `${src.slice(0, -'.webp'.length)}-${smallCopyWidth}.webp`;

/**
 * Intrinsic size of the blog pictures (1200 × 675, 16:9; web/public/media/manifest.json), for width/height;
 * a 640-wide copy sits beside each. The lists frame them 3:2 (object-cover).
 */
export const postImageSize = { width: 1200, height: 675 } as const;

export interface PostImage {
  src: string;
  srcSet?: string;
}

/**
 * The picture of a post: its featured image or the default one, with the 640-wide copy
 * (`name-640.webp` beside `name.webp`) in srcset so phones download the small file.
 */
export function postImage(featuredImage: string): PostImage {
  const src = featuredImage.trim() === '' ? defaultPostImage : featuredImage.trim();
  // Only our own pictures have the small copy.
  if (!src.startsWith('/media/') || !src.endsWith('.webp') || src.endsWith(`-${smallCopyWidth}.webp`)) return { src };
  return { src, srcSet: `${smallCopy(src)} ${smallCopyWidth}w, ${src} ${postImageSize.width}w` };
}

/** The stock picture as a decorative responsive image: the blog hero's backdrop. */
export const defaultPostPicture: ResponsiveImageData = {
  variants: [
    { src: smallCopy(defaultPostImage), width: smallCopyWidth },
    { src: defaultPostImage, width: postImageSize.width },
  ],
  ...postImageSize,
  alt: '',
};
