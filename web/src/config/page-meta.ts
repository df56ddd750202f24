import { srcSetOf } from '@/lib/media';

import { placeholderSiteConfig, type Business } from './business';
import { heroPoster, heroPosterSizes } from './hero-poster';

/**
 * Title, description and keywords of every route, in one place. The same strings go to the Go server
 * through web/page-meta.json (kept in sync by page-meta.test.ts; `npm run meta:write` rewrites it),
 * so the HTML a crawler receives and the tags the app sets on client-side navigation agree. The spa's
 * details in them are the server's configuration: the app's from the page, page-meta.json's as placeholders.
 */
export interface RouteMeta {
  title: string;
  description: string;
  keywords: string;
  /** true: ask search engines not to index the page (admin, not-found). */
  noindex: boolean;
}

export const siteMeta = {
  locale: 'en_AE',
  /** Social preview image, an absolute path on this site. */
  defaultImage: '/media/og-default.jpg',
} as const;

/** Every route's tags for the spa's details: the configured ones in the app, placeholders in page-meta.json. */
export function pageMetaFor(business: Business) {
  const name = business.name;
  const where = `${business.district}, ${business.city}`;
  const prices = business.priceRange;
  return {
    '/': {
      title: `${name} | Luxury Day Spa & Massage in ${business.district}`,
      description: `Luxury day spa in ${business.hotel}, ${where}: massage therapy, facials, body treatments, Moroccan bath and couples packages from ${prices}. Open ${business.hours.daily}.`,
      keywords: `day spa ${business.city}, luxury spa ${business.city}, spa ${business.district}, massage ${business.city}, Moroccan bath ${business.city}, couples spa ${business.city}, hotel spa ${business.city}, facial ${business.city}`,
      noindex: false,
    },
    '/about': {
      title: `About Us | ${name}, ${business.district}`,
      description: `Meet the certified therapists of ${name} in ${business.hotel}, ${where}: our story, our philosophy of organic products and personalized care, and our award-winning service.`,
      keywords: `about ${business.shortName}, spa therapists ${business.city}, organic spa ${business.city}, award winning spa ${business.city}, spa ${business.district}`,
      noindex: false,
    },
    '/services': {
      title: `Spa Services & Prices in Dubai | Massage, Facials, Couples Packages | ${business.shortName}`,
      description: `Massage therapy, facial treatments, body treatments and couples packages at a luxury day spa in ${where}. Treatments ${prices}, certified therapists, open ${business.hours.dailyDash}.`,
      keywords: `spa services Dubai, massage Dubai, spa prices Dubai, facial treatment Dubai, body scrub Dubai, Moroccan bath ${business.district}, couples massage Dubai, hot stone massage Dubai, day spa ${business.district}`,
      noindex: false,
    },
    '/gallery': {
      title: `Gallery | Our Sanctuary in ${where} | ${business.shortName}`,
      description: `See inside ${name}: our treatment rooms, wellness areas and therapists at ${business.hotel}, ${where}.`,
      keywords: `spa gallery ${business.city}, spa treatment rooms ${business.city}, luxury spa interior, spa ${business.district} photos`,
      noindex: false,
    },
    '/booking': {
      title: `Book a Spa Treatment in Dubai | Online Spa Booking | ${business.shortName}`,
      description: `Book your massage, facial or couples spa treatment in Dubai online or on WhatsApp. Luxury day spa in ${where}, ${prices}, open ${business.hours.dailyDash}; we reply within 15 minutes in business hours.`,
      keywords: `book spa Dubai, spa booking Dubai, book massage Dubai, spa appointment ${business.district}, couples spa booking Dubai, WhatsApp spa booking`,
      noindex: false,
    },
    '/contact': {
      title: `Contact Us | Spa in ${where} | ${business.phone}`,
      description: `Visit ${name} at ${business.hotel}, ${where}, UAE. Call ${business.phone}, message us on WhatsApp or e-mail ${business.email}. Open ${business.hours.weekLong}.`,
      keywords: `spa ${business.district} contact, spa near me ${business.city}, spa phone ${business.city}, spa location ${business.district}, day spa ${business.city} directions`,
      noindex: false,
    },
    '/blog': {
      title: `Wellness Insights | Spa & Wellness Blog Dubai | ${business.shortName}`,
      description: `Wellness tips, massage benefits, skincare advice and spa news from the therapists of ${name} in ${where}.`,
      keywords: 'wellness blog Dubai, spa tips, massage benefits, skincare tips Dubai, self-care Dubai',
      noindex: false,
    },
    '/privacy': {
      title: `Privacy Policy | ${name}`,
      description: `How ${name} in ${where} uses the details you give when you book or write to us, how long we keep them and how to have them deleted.`,
      keywords: `${business.shortName} privacy policy, spa privacy ${business.city}, personal data UAE`,
      noindex: false,
    },
    '/terms': {
      title: `Terms of Service | ${name}`,
      description: `The terms of booking and visiting ${name} in ${where}: booking requests and confirmation, arrival, changes and cancellations, prices and payment.`,
      keywords: `${business.shortName} terms, spa booking terms ${business.city}, spa cancellation policy ${business.city}`,
      noindex: false,
    },
    '/blog/:slug': {
      title: `Wellness Insights | ${name}`,
      description: `Wellness advice from the therapists of ${name} in ${where}.`,
      keywords: 'wellness blog Dubai, spa tips, massage benefits, skincare tips Dubai',
      noindex: false,
    },
    '/booking/manage/:token': {
      title: `Your Booking | ${name}`,
      description: `See, reschedule or cancel your appointment at ${name}.`,
      keywords: '',
      noindex: true,
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
}

export type PageMeta = ReturnType<typeof pageMetaFor>;
export type RouteKey = keyof PageMeta;

/**
 * Pictures a page paints first, which the server names in the page's HTML (`<link rel="preload">`) so
 * they download while the app's code does, instead of after it.
 */
const preloadImages = {
  '/': { srcset: srcSetOf(heroPoster.variants), sizes: heroPosterSizes },
} as const satisfies Partial<Record<RouteKey, { srcset: string; sizes: string }>>;

/**
 * The document handed to the Go server as web/page-meta.json. Its strings name the spa's details with
 * placeholders ('{{business.name}}'), which the server fills with the configured values.
 */
export function pageMetaDocument() {
  const routes = pageMetaFor(placeholderSiteConfig.business);
  return { siteName: placeholderSiteConfig.business.name, ...siteMeta, routes, preloadImages };
}
