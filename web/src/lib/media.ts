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

/**
 * A picture under /media encoded at several widths as `<base>-<width>.webp` (see
 * web/public/media/manifest.json). `width`/`height` are the widest file's pixels.
 */
export function mediaImage(
  base: string,
  widths: readonly number[],
  size: { width: number; height: number },
  alt: string,
): ResponsiveImageData {
  return {
    variants: [...widths].sort((a, b) => a - b).map((width) => ({ src: `${base}-${width}.webp`, width })),
    width: size.width,
    height: size.height,
    alt,
  };
}

/** `a-480.webp 480w, a-960.webp 960w`. */
export function srcSetOf(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.src} ${v.width}w`).join(', ');
}
