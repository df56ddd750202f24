import type { ComponentProps } from 'react';

import { srcSetOf } from '@/lib/media';

/** One encoded size of a picture under /media (see web/public/media/manifest.json). */
export interface ImageVariant {
  src: string;
  /** Pixel width of this file. */
  width: number;
}

/** A picture in several widths of one aspect ratio, with its text alternative. */
export interface ResponsiveImageData {
  /** Narrowest first. */
  variants: readonly ImageVariant[];
  /** Intrinsic size of the widest variant: sets the aspect ratio, so nothing shifts while it loads. */
  width: number;
  height: number;
  alt: string;
}

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
