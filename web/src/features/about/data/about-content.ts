import { Flower2, HandHeart, Leaf, ShieldCheck, type LucideIcon } from 'lucide-react';

import { mediaImage } from '@/lib/media';

export const storyImage = mediaImage(
  '/media/about/story',
  [640, 1200],
  { width: 1200, height: 900 },
  'Steam drifting through a corridor of hammam arches toward a warm light',
);

/** The About page's 'Our Philosophy': four values. */
export const values: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Nature First',
    text: 'Organic oils, clays and botanicals, chosen for how kind they are to your skin and to the planet.',
    Icon: Leaf,
  },
  {
    title: 'Personal Attention',
    text: 'Every visit begins with a conversation, so pressure, scent and focus are set for you alone.',
    Icon: HandHeart,
  },
  {
    title: 'Mastery of Craft',
    text: 'Certified therapists who keep training in the techniques of Morocco, Thailand, Bali and Europe.',
    Icon: Flower2,
  },
  {
    title: 'Care You Can Trust',
    text: 'Spotless rooms, fresh linen for every guest and the discretion a hotel spa promises.',
    Icon: ShieldCheck,
  },
];

/** The About page's commitment list. */
export const commitments: readonly string[] = [
  'Certified, experienced therapists for every treatment',
  'Organic, cruelty-free products and natural ingredients',
  'Fresh linen, sterilised tools and spotless rooms for every guest',
  'Treatments adjusted to your health, preferences and comfort',
  'Time to unwind after every treatment, with herbal tea in our relaxation lounge',
  'Honest prices in AED, with no hidden charges',
];
