import type { ApiSchema } from '@/lib/api-types';

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
  /** JPEG files of the same widths, for browsers without WebP: the variants are then WebP. */
  fallback?: readonly ImageVariant[];
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

/** A picture as the API sends it (GET /api/gallery, /api/team): upright size and files, narrowest first. */
export interface ApiPicture {
  width: number;
  height: number;
  variants: readonly { src: string; type: string; width: number; height: number }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads an API picture; null for anything without its shape or without a file. */
export function parsePicture(data: unknown): ApiPicture | null {
  if (!isRecord(data) || typeof data.width !== 'number' || typeof data.height !== 'number' || !Array.isArray(data.variants)) return null;
  const variants: ApiPicture['variants'][number][] = [];
  for (const v of data.variants as unknown[]) {
    if (!isRecord(v)) return null;
    const { src, type, width, height } = v;
    if (typeof src !== 'string' || typeof type !== 'string' || typeof width !== 'number' || typeof height !== 'number') return null;
    variants.push({ src, type, width, height });
  }
  if (variants.length === 0) return null;
  return { width: data.width, height: data.height, variants };
}

/** A picture as docs/openapi.yaml names it (a post's cover): its files are WebP or JPEG. */
export type SchemaPicture = ApiSchema<'Picture'>;

const isPictureType = (type: string): type is SchemaPicture['variants'][number]['type'] => type === 'image/webp' || type === 'image/jpeg';

/** Reads a post's cover: its WebP and JPEG files; null for none or for anything without its shape. */
export function parseCover(data: unknown): SchemaPicture | null {
  const picture = parsePicture(data);
  if (!picture) return null;
  const variants = picture.variants.flatMap(({ type, ...file }) => (isPictureType(type) ? [{ ...file, type }] : []));
  return variants.length === 0 ? null : { width: picture.width, height: picture.height, variants };
}

/**
 * An uploaded picture as a ResponsiveImageData: its WebP files for browsers that take WebP, its JPEG files as
 * the fallback (the `<picture>` of ResponsiveImage), and the widest file's size for the aspect ratio.
 */
export function pictureImage(picture: ApiPicture, alt: string): ResponsiveImageData {
  const of = (type: string) => picture.variants.filter((v) => v.type === type);
  const webp = of('image/webp');
  const jpeg = of('image/jpeg');
  const main = webp.length > 0 ? webp : jpeg;
  const widest = main[main.length - 1] ?? { width: picture.width, height: picture.height };
  const toVariant = (v: { src: string; width: number }): ImageVariant => ({ src: v.src, width: v.width });
  return {
    variants: main.map(toVariant),
    ...(webp.length > 0 && jpeg.length > 0 ? { fallback: jpeg.map(toVariant) } : {}),
    width: widest.width,
    height: widest.height,
    alt,
  };
}
