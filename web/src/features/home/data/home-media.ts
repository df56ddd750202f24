import { mediaImage } from '@/lib/media';

/** The hero's first paint (the LCP element); the video fades in over it later. */
export const heroPoster = mediaImage(
  '/media/hero/poster',
  [768, 1280, 1920],
  { width: 1920, height: 1080 },
  '', // decorative: the headline over it says what the page is
);

export const heroVideo = {
  webm: '/media/hero/hero-720.webm',
  mp4: '/media/hero/hero-720.mp4',
} as const;

export const aboutImage = mediaImage(
  '/media/home/about',
  [640, 1200],
  { width: 1200, height: 900 },
  'A cairn of warm basalt stones on a sunlit ledge',
);
