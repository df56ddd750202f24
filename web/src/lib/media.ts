import type { ImageVariant, ResponsiveImageData } from '@/components/ui/responsive-image';

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
