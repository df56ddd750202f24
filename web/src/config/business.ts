/**
 * The spa's public details: their shape, not their values. The Go server is their one source (DAYSPA_BUSINESS_*,
 * cmd/dayspa/config.go) and writes them into every page it sends, in the `#dayspa-config` block
 * (internal/httpapi/siteconfig.go); the app reads them from there (src/lib/site-config.tsx), so a deployment's
 * details reach every page and link without rebuilding the app. Nothing a visitor sees or clicks is compiled in.
 */
export interface Business {
  name: string;
  /** The name in the logo and short titles: 'Serenity Day Spa'. */
  shortName: string;
  /** The hotel the spa is in, as the pages name it. */
  hotel: string;
  /** Hotel and street. */
  street: string;
  district: string;
  city: string;
  /** ISO 3166-1 alpha-2: 'AE'. */
  country: string;
  /** As people read it: '+971 4 123 4567'. */
  phone: string;
  /** Country code and number, digits only. */
  whatsapp: string;
  email: string;
  /** 'AED 280-750'. */
  priceRange: string;
  /**
   * The weekly opening hours the manager stores, as each sentence says them: the server words them
   * (dayspa.OpeningHours.Words) so the app and the prerendered pages say the same. Each comment gives the default
   * week's words; a week not open the same hours every day reads 'Tue-Sun 10:00 AM to 10:00 PM (closed Mon)'.
   */
  hours: {
    /** 'Mon-Sun 9:00 AM to 10:00 PM' */
    week: string;
    /** 'Monday-Sunday 9:00 AM - 10:00 PM' */
    weekLong: string;
    /** 'daily 9:00 AM to 10:00 PM' */
    daily: string;
    /** 'daily 9:00 AM-10:00 PM' */
    dailyDash: string;
    /** 'every day from 9:00 AM to 10:00 PM' */
    everyDayFrom: string;
    /** 'Every day 9:00 AM - 10:00 PM' */
    everyDay: string;
    /** 'every day, 9:00 AM to 10:00 PM' */
    everyDayComma: string;
  };
  /** Social profiles: https:// URLs, or '' when the spa has none (then no link is shown). */
  facebook: string;
  instagram: string;
  twitter: string;
  /** The hrefs of the contact links, made by the server from the details above. */
  links: {
    /** 'tel:+97141234567' */
    tel: string;
    /** 'mailto:hello@…' */
    mailto: string;
    /** 'https://wa.me/971…', without text. */
    whatsapp: string;
    /** A map search for the hotel. */
    maps: string;
  };
}

/** Everything the `#dayspa-config` block holds. */
export interface SiteConfig {
  /** The ad tracker's pixel id; '' when the tracker is off. */
  snapPixelId: string;
  /** The spa's clock, the server's DAYSPA_TIMEZONE: an IANA zone such as 'Asia/Dubai' (src/lib/spa-clock.ts). */
  timeZone: string;
  /**
   * How long before the start a guest may still change or cancel a booking on the manage page, as people say it:
   * '12 hours' (the server's DAYSPA_CHANGE_CUTOFF, worded as the manage page words it).
   */
  changeCutoff: string;
  /**
   * The start times ('15:04') the booking form offers until a service and a day are chosen: the server's grid
   * (DAYSPA_SLOT_STEP) over the stored weekly hours. The times a day really has come from GET /api/availability.
   */
  slotTimes: readonly string[];
  /**
   * How long the privacy policy says each kind of record is kept, in the page's words ('3 years', '18 months'): the
   * retention job's months as the owner set them in the dashboard.
   */
  retention: Retention;
  business: Business;
}

/** The retention periods the privacy policy states (the server's RetentionWords). */
export interface Retention {
  contactMessages: string;
  inactiveCustomers: string;
  emailBodies: string;
  auditEvents: string;
}

export const retentionKeys = ['contactMessages', 'inactiveCustomers', 'emailBodies', 'auditEvents'] as const satisfies readonly (keyof Retention)[];

/** The start times of the default week and grid: hourly from 09:00 to 21:00 (13 starts). */
export const defaultSlotTimes: readonly string[] = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
  '20:00',
  '21:00',
];

export const businessKeys = [
  'name',
  'shortName',
  'hotel',
  'street',
  'district',
  'city',
  'country',
  'phone',
  'whatsapp',
  'email',
  'priceRange',
  'facebook',
  'instagram',
  'twitter',
] as const satisfies readonly Exclude<keyof Business, 'links' | 'hours'>[];

export const linkKeys = ['tel', 'mailto', 'whatsapp', 'maps'] as const satisfies readonly (keyof Business['links'])[];

export const hoursKeys = [
  'week',
  'weekLong',
  'daily',
  'dailyDash',
  'everyDayFrom',
  'everyDay',
  'everyDayComma',
] as const satisfies readonly (keyof Business['hours'])[];

/** A setting by its path in the block: 'business.phone', 'business.links.tel', 'snapPixelId'. */
export type ConfigPath =
  | 'snapPixelId'
  | 'changeCutoff'
  | `business.${(typeof businessKeys)[number]}`
  | `business.links.${(typeof linkKeys)[number]}`
  | `business.hours.${(typeof hoursKeys)[number]}`
  | `retention.${(typeof retentionKeys)[number]}`;

/**
 * The server's default DAYSPA_TIMEZONE (cmd/dayspa/config.go): the zone the build prerenders with, and the app's
 * when a page carries none.
 */
export const defaultTimeZone = 'Asia/Dubai';

/**
 * The config the build prerenders the public pages with (src/prerender.tsx) and writes web/page-meta.json from:
 * each string is a placeholder naming its setting, '{{business.phone}}', which the server replaces with the
 * configured value, HTML-escaped, when it serves the page. Placeholders are letters, dots and braces: neither
 * React's HTML escaping nor JSON changes them.
 */
export const placeholderSiteConfig: SiteConfig = {
  snapPixelId: placeholder('snapPixelId'),
  // Not a placeholder: the app computes dates with it. A prerendered date is the default zone's, and a spa
  // elsewhere gets its own once the app starts.
  timeZone: defaultTimeZone,
  changeCutoff: placeholder('changeCutoff'),
  // Not a placeholder either: the server renders the booking page with the stored week's times.
  slotTimes: defaultSlotTimes,
  retention: Object.fromEntries(retentionKeys.map((key) => [key, placeholder(`retention.${key}`)])) as unknown as Retention,
  business: {
    ...(Object.fromEntries(businessKeys.map((key) => [key, placeholder(`business.${key}`)])) as Record<
      (typeof businessKeys)[number],
      string
    >),
    links: Object.fromEntries(linkKeys.map((key) => [key, placeholder(`business.links.${key}`)])) as Business['links'],
    hours: Object.fromEntries(hoursKeys.map((key) => [key, placeholder(`business.hours.${key}`)])) as Business['hours'],
  },
};

export function placeholder(path: ConfigPath): string {
  return `{{${path}}}`;
}

/**
 * Marks an element that shows only when a setting is set (a social link, the tracker's paragraph). The app
 * renders it only then; in the prerendered pages, where every setting is a placeholder, it is always there, and
 * the server drops it when the setting is empty. The attribute is on both, so the two agree.
 */
export function shownIf(path: ConfigPath): { 'data-config-if': ConfigPath } {
  return { 'data-config-if': path };
}

/** A WhatsApp chat with the spa, optionally with pre-filled text. */
export function whatsappUrl(business: Business, text?: string): string {
  const base = business.links.whatsapp;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The test fixture: the server's default details (cmd/dayspa/config.go) as it sends them. Only unit tests use it
 * (src/testing/test-utils.tsx); the app never does.
 */
export const testSiteConfig: SiteConfig = {
  snapPixelId: '',
  timeZone: defaultTimeZone,
  changeCutoff: '12 hours',
  slotTimes: defaultSlotTimes,
  retention: { contactMessages: '2 years', inactiveCustomers: '3 years', emailBodies: '1 year', auditEvents: '5 years' },
  business: {
    name: 'Serenity Day Spa Dubai',
    shortName: 'Serenity Day Spa',
    hotel: 'The Sandstone Hotel',
    street: 'The Sandstone Hotel, Sheikh Zayed Road',
    district: 'Al Barsha 1',
    city: 'Dubai',
    country: 'AE',
    phone: '+971 4 123 4567',
    whatsapp: '971501234567',
    email: 'hello@serenitydayspa.ae',
    priceRange: 'AED 280-750',
    hours: {
      week: 'Mon-Sun 9:00 AM to 10:00 PM',
      weekLong: 'Monday-Sunday 9:00 AM - 10:00 PM',
      daily: 'daily 9:00 AM to 10:00 PM',
      dailyDash: 'daily 9:00 AM-10:00 PM',
      everyDayFrom: 'every day from 9:00 AM to 10:00 PM',
      everyDay: 'Every day 9:00 AM - 10:00 PM',
      everyDayComma: 'every day, 9:00 AM to 10:00 PM',
    },
    facebook: '',
    instagram: '',
    twitter: '',
    links: {
      tel: 'tel:+97141234567',
      mailto: 'mailto:hello@serenitydayspa.ae',
      whatsapp: 'https://wa.me/971501234567',
      maps: 'https://www.google.com/maps/search/?api=1&query=The+Sandstone+Hotel%2C+Al+Barsha+1%2C+Dubai',
    },
  },
};
