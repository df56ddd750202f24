import { mediaImage } from '@/lib/media';

/**
 * The home hero's first paint (the page's largest paint); the video fades in over it later. It lives in
 * config because the server preloads it from the page's HTML (see page-meta.ts), before the app's code
 * has even arrived.
 */
export const heroPoster = mediaImage(
  '/media/hero/poster',
  [768, 1280, 1920],
  { width: 1920, height: 1080 },
  '', // decorative: the headline over it says what the page is
);

/** The poster fills the viewport's width at every size. */
export const heroPosterSizes = '100vw';
