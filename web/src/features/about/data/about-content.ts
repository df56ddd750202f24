import { Flower2, HandHeart, Leaf, ShieldCheck } from 'lucide-react';

import type { IconPoint } from '@/components/ui/icon-points';
import type { MessageId } from '@/lib/i18n';
import { mediaImage } from '@/lib/media';

/** The story's picture; the page gives its text in the page's language (about.story.picture). */
export const storyImage = mediaImage(
  '/media/about/story',
  [640, 1200],
  { width: 1200, height: 900 },
  'Steam drifting through a corridor of hammam arches toward a warm light',
);

/** The About page's 'Our Philosophy': four values. */
export const values: readonly IconPoint[] = [
  { title: 'about.philosophy.nature.title', text: 'about.philosophy.nature.text', Icon: Leaf },
  { title: 'about.philosophy.attention.title', text: 'about.philosophy.attention.text', Icon: HandHeart },
  { title: 'about.philosophy.craft.title', text: 'about.philosophy.craft.text', Icon: Flower2 },
  { title: 'about.philosophy.trust.title', text: 'about.philosophy.trust.text', Icon: ShieldCheck },
];

/** The About page's commitment list. */
export const commitments: readonly MessageId[] = [
  'about.commitment.therapists',
  'about.commitment.products',
  'about.commitment.hygiene',
  'about.commitment.adjusted',
  'about.commitment.unwind',
  'about.commitment.prices',
];
