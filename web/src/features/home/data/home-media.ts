import { mediaImage } from '@/lib/media';

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
