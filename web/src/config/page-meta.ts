import { srcSetOf } from '@/lib/media';

import { business } from './business';
import { heroPoster, heroPosterSizes } from './hero-poster';

/**
 * Title, description and keywords of every route, in one place. The same strings go to the Go server
 * through web/page-meta.json (kept in sync by page-meta.test.ts; `npm run meta:write` rewrites it),
 * so the HTML a crawler receives and the tags the app sets on client-side navigation agree.
 */
export interface RouteMeta {
  title: string;
  description: string;
  keywords: string;
  /** true: ask search engines not to index the page (admin, not-found). */
  noindex: boolean;
}

const name = business.name;
const where = `${business.address.district}, ${business.address.city}`;
const prices = business.priceRange;

export const siteMeta = {
  siteName: name,
  locale: 'en_AE',
  /** Social preview image, an absolute path on this site. */
  defaultImage: '/media/og-default.jpg',
} as const;

export const pageMeta = {
  '/': {
    title: `${name} | Luxury Day Spa & Massage in ${business.address.district}`,
    description: `Luxury day spa in ${business.hotel}, ${where}: massage therapy, facials, body treatments, Moroccan bath and couples packages from ${prices}. Open daily 9:00 AM to 10:00 PM.`,
    keywords:
      'day spa Dubai, luxury spa Dubai, spa Al Barsha, massage Dubai, Moroccan bath Dubai, couples spa Dubai, hotel spa Dubai, facial Dubai',
    noindex: false,
  },
  '/about': {
    title: `About Us | ${name}, ${business.address.district}`,
    description: `Meet the certified therapists of ${name} in ${business.hotel}, ${where}: our story, our philosophy of organic products and personalized care, and our award-winning service.`,
    keywords: 'about Serenity Day Spa, spa therapists Dubai, organic spa Dubai, award winning spa Dubai, spa Al Barsha',
    noindex: false,
  },
  '/services': {
    title: `Spa Services & Prices in Dubai | Massage, Facials, Couples Packages | ${business.shortName}`,
    description: `Massage therapy, facial treatments, body treatments and couples packages at a luxury day spa in ${where}. Treatments ${prices}, certified therapists, open daily 9 AM-10 PM.`,
    keywords:
      'spa services Dubai, massage Dubai, spa prices Dubai, facial treatment Dubai, body scrub Dubai, Moroccan bath Al Barsha, couples massage Dubai, hot stone massage Dubai, day spa Al Barsha',
    noindex: false,
  },
  '/gallery': {
    title: `Gallery | Our Sanctuary in ${where} | ${business.shortName}`,
    description: `See inside ${name}: our treatment rooms, wellness areas and therapists at ${business.hotel}, ${where}.`,
    keywords: 'spa gallery Dubai, spa treatment rooms Dubai, luxury spa interior, spa Al Barsha photos',
    noindex: false,
  },
  '/booking': {
    title: `Book a Spa Treatment in Dubai | Online Spa Booking | ${business.shortName}`,
    description: `Book your massage, facial or couples spa treatment in Dubai online or on WhatsApp. Luxury day spa in ${where}, ${prices}, open daily 9 AM-10 PM; we reply within 15 minutes in business hours.`,
    keywords:
      'book spa Dubai, spa booking Dubai, book massage Dubai, spa appointment Al Barsha, couples spa booking Dubai, WhatsApp spa booking',
    noindex: false,
  },
  '/contact': {
    title: `Contact Us | Spa in ${where} | ${business.phoneDisplay}`,
    description: `Visit ${name} at ${business.hotel}, ${where}, UAE. Call ${business.phoneDisplay}, message us on WhatsApp or e-mail ${business.email}. Open Monday-Sunday 9:00 AM - 10:00 PM.`,
    keywords: 'spa Al Barsha contact, spa near me Dubai, spa phone Dubai, spa location Al Barsha 1, day spa Dubai directions',
    noindex: false,
  },
  '/blog': {
    title: `Wellness Insights | Spa & Wellness Blog Dubai | ${business.shortName}`,
    description: `Wellness tips, massage benefits, skincare advice and spa news from the therapists of ${name} in ${where}.`,
    keywords: 'wellness blog Dubai, spa tips, massage benefits, skincare tips Dubai, self-care Dubai',
    noindex: false,
  },
  '/blog/:slug': {
    title: `Wellness Insights | ${name}`,
    description: `Wellness advice from the therapists of ${name} in ${where}.`,
    keywords: 'wellness blog Dubai, spa tips, massage benefits, skincare tips Dubai',
    noindex: false,
  },
  '/admin/login': {
    title: `Admin Login | ${name}`,
    description: `Staff sign-in for ${name}.`,
    keywords: '',
    noindex: true,
  },
  '/admin': {
    title: `Admin Dashboard | ${name}`,
    description: `Bookings, customers, messages and income of ${name}.`,
    keywords: '',
    noindex: true,
  },
  '*': {
    title: `404 Page Not Found | ${name}`,
    description: `This page does not exist. Explore the treatments of ${name} in ${where}.`,
    keywords: '',
    noindex: true,
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteKey = keyof typeof pageMeta;

/**
 * Pictures a page paints first, which the server names in the page's HTML (`<link rel="preload">`) so
 * they download while the app's code does, instead of after it.
 */
const preloadImages = {
  '/': { srcset: srcSetOf(heroPoster.variants), sizes: heroPosterSizes },
} as const satisfies Partial<Record<RouteKey, { srcset: string; sizes: string }>>;

/** The document handed to the Go server as web/page-meta.json. */
export function pageMetaDocument() {
  return { ...siteMeta, routes: pageMeta, preloadImages };
}
