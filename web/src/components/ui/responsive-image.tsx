import type { ComponentProps } from 'react';

import { srcSetOf, type ResponsiveImageData } from '@/lib/media';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'>;

/**
 * An <img> (a <picture> with WebP and JPEG files when the picture has both) with srcset/sizes and explicit width/height (no layout shift). Below-the-fold pictures load
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
  const fallback = image.fallback;
  if (fallback && fallback.length > 0) {
    // WebP for the browsers that take it, JPEG for the others: the <img> carries the size and the text.
    // display: contents lays the <img> out as the parent's child, as a lone <img> is (max-h-full etc.).
    return (
      <picture className="contents">
        <source type="image/webp" srcSet={srcSetOf(image.variants)} sizes={sizes} />
        <img
          src={fallback[fallback.length - 1]?.src}
          srcSet={srcSetOf(fallback)}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          {...props}
        />
      </picture>
    );
  }
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
