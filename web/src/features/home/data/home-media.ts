import { mediaImage } from '@/lib/media';

/** The hero's first paint (the LCP element); the video fades in over it later. */
export const heroPoster = mediaImage(
  '/media/hero/poster',
  [768, 1280, 1920],
  { width: 1920, height: 1080 },
  '',
);

export const heroVideo = {
  webm: '/media/hero/hero-720.webm',
  mp4: '/media/hero/hero-720.mp4',
} as const;

export const aboutImage = mediaImage(
  '/media/home/about',
  [640, 1280],
  { width: 1280, height: 960 },
  'A therapist preparing a treatment room with warm towels and fresh orchids',
);
