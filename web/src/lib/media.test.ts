import { describe, expect, it } from 'vitest';

import manifest from '../../public/media/manifest.json';
import type { ResponsiveImageData } from '@/lib/media';
import { storyImage } from '@/features/about/data/about-content';
import { defaultPostImage, defaultPostPicture, postImageSize } from '@/features/blog/utils/post-image';
import { heroPoster } from '@/config/hero-poster';
import { aboutImage, heroVideo } from '@/features/home/data/home-media';

// The pictures the pages name must be the files scripts/media/generate.sh made, at the sizes they say.
const files: Record<string, { width: number; height: number } | undefined> = manifest;

const pictures: [string, ResponsiveImageData][] = [
  ['hero poster', heroPoster],
  ['home about', aboutImage],
  ['about story', storyImage],
  ['blog hero backdrop', defaultPostPicture],
];

describe('media files', () => {
  it.each(pictures)('%s: every width exists, and the widest has the stated size', (_, image) => {
    for (const variant of image.variants) {
      expect(files[variant.src], variant.src).toMatchObject({ width: variant.width });
    }
    const widest = image.variants.at(-1)?.src ?? 'no variants';
    expect(files[widest]).toMatchObject({ width: image.width, height: image.height });
  });

  it('has the hero loop and the blog fallback picture', () => {
    expect(files[heroVideo.mp4]).toBeDefined();
    expect(files[heroVideo.webm]).toBeDefined();
    expect(files[defaultPostImage]).toBeDefined();
    expect(files[defaultPostImage.replace('.webp', '-640.webp')]).toBeDefined();
  });

  it('gives every blog picture the size the blog pages state', () => {
    const blogPictures = Object.entries(files).filter(([name]) => /^\/media\/blog\/.*(?<!-640)\.webp$/.test(name));
    expect(blogPictures.length).toBeGreaterThan(1);
    for (const [name, size] of blogPictures) {
      expect(size, name).toMatchObject(postImageSize);
    }
  });
});
