import type { ComponentProps } from 'react';

import { srcSetOf, type ResponsiveImageData } from '@/lib/media';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'>;

/**
 * An <img> with srcset/sizes and explicit width/height (no layout shift). Below-the-fold pictures load
 * lazily and decode off the main thread; pass `priority` for the one picture that paints first (LCP).
 * `alt` overrides the picture's own text, e.g. '' where a caption next to it says the same.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  alt,
  ...props
}: ImgProps & { image: ResponsiveImageData; sizes: string; priority?: boolean; alt?: string }) {
  const widest = image.variants[image.variants.length - 1];
  return (
    <img
      src={widest?.src}
      srcSet={image.variants.length > 1 ? srcSetOf(image.variants) : undefined}
      sizes={image.variants.length > 1 ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...props}
    />
  );
}
