import { localizeHref, type Locale } from '@/lib/locale';
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
  /** Each language's Open Graph locale and writing direction, and its pages' path prefix. */
  languages: {
    en: { prefix: '', ogLocale: 'en_AE', dir: 'ltr' },
    ar: { prefix: '/ar', ogLocale: 'ar_AE', dir: 'rtl' },
  },
  /** Social preview image, an absolute path on this site. */
  defaultImage: '/media/og-default.jpg',
} as const;

/**
 * Every route's tags in `locale`, for the spa's details: the configured ones in the app, placeholders in
 * page-meta.json. The Arabic table has the same keys as the English one (its pages are the same routes under /ar).
 */
export function pageMetaFor(business: Business, locale: Locale = 'en'): EnglishPageMeta {
  return locale === 'ar' ? arabicPageMetaFor(business) : englishPageMetaFor(business);
}

function englishPageMetaFor(business: Business) {
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
    '/gift-cards': {
      title: `Spa Gift Cards in Dubai | Give a Massage or a Spa Day | ${business.shortName}`,
      description: `A spa gift card for ${name} at ${business.hotel}, ${where}: an amount or a treatment of your choice, e-mailed to the recipient on the day you pick and paid securely online.`,
      keywords: `spa gift card Dubai, massage gift voucher Dubai, spa voucher ${business.district}, spa gift ${business.city}, spa day gift Dubai`,
      noindex: false,
    },
    '/packages': {
      title: `Spa Packages & Memberships in Dubai | Massage Packages | ${business.shortName}`,
      description: `Packages of sessions and monthly memberships at ${name}, ${business.hotel}, ${where}: paid securely online, your code by e-mail, booked online with nothing more to pay.`,
      keywords: `spa package Dubai, massage package Dubai, spa membership Dubai, monthly massage ${business.city}, spa sessions ${business.district}`,
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
    '/your-data/:token': {
      title: `Your Data | ${name}`,
      description: `What ${name} holds about you: read it, download it, or ask us to forget you.`,
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
  } satisfies Record<string, RouteMeta>;
}

export type RouteKey = keyof ReturnType<typeof englishPageMetaFor>;
export type PageMeta = Record<RouteKey, RouteMeta>;
type EnglishPageMeta = PageMeta;

/** The routes of the site in Arabic too: every one but the dashboard's. */
type TranslatedRoute = Exclude<RouteKey, '/admin' | '/admin/login'>;

/**
 * The Arabic pages' tags, written for Arabic readers (not word for word): what an Arabic search for a day spa in
 * Dubai looks for. The dashboard is English only: its two keys keep the English tags.
 */
function arabicPageMetaFor(business: Business): EnglishPageMeta {
  const english = englishPageMetaFor(business);
  const name = business.name;
  const where = `${business.district}، ${business.city}`;
  const prices = business.priceRange;
  const arabic: Record<TranslatedRoute, RouteMeta> = {
    '/': {
      title: `${name} | سبا فاخر وجلسات تدليك في ${business.district}`,
      description: `سبا نهاري فاخر في ${business.hotel}، ${where}: جلسات تدليك وعناية بالبشرة وعلاجات للجسم وحمّام مغربي وباقات للأزواج، والأسعار ${prices}. نستقبلكم ${business.hours.daily}.`,
      keywords: `سبا في ${business.city}، سبا فاخر ${business.city}، سبا ${business.district}، مساج ${business.city}، حمام مغربي ${business.city}، سبا للأزواج ${business.city}، سبا فندقي ${business.city}، تنظيف البشرة ${business.city}`,
      noindex: false,
    },
    '/about': {
      title: `من نحن | ${name}، ${business.district}`,
      description: `تعرّفوا إلى معالجي ${name} المعتمدين في ${business.hotel}، ${where}: قصتنا، وفلسفتنا في المنتجات العضوية والعناية الشخصية، وخدمتنا الحائزة على الجوائز.`,
      keywords: `عن ${business.shortName}، معالجو سبا ${business.city}، سبا عضوي ${business.city}، سبا حائز على جوائز ${business.city}، سبا ${business.district}`,
      noindex: false,
    },
    '/services': {
      title: `خدمات السبا وأسعارها في دبي | مساج، عناية بالبشرة، باقات الأزواج | ${business.shortName}`,
      description: `جلسات تدليك وعناية بالبشرة وعلاجات للجسم وباقات للأزواج في سبا نهاري فاخر في ${where}. الأسعار ${prices}، معالجون معتمدون، ونستقبلكم ${business.hours.dailyDash}.`,
      keywords: `خدمات سبا دبي، مساج دبي، أسعار السبا دبي، تنظيف البشرة دبي، تقشير الجسم دبي، حمام مغربي ${business.district}، مساج للأزواج دبي، مساج بالأحجار الساخنة دبي، سبا نهاري ${business.district}`,
      noindex: false,
    },
    '/gallery': {
      title: `معرض الصور | ملاذنا في ${where} | ${business.shortName}`,
      description: `ألقوا نظرة على ${name} من الداخل: غرف العلاج ومساحات الاسترخاء ومعالجونا في ${business.hotel}، ${where}.`,
      keywords: `صور سبا ${business.city}، غرف علاج سبا ${business.city}، تصميم سبا فاخر، صور سبا ${business.district}`,
      noindex: false,
    },
    '/booking': {
      title: `احجز جلسة سبا في دبي | حجز السبا أونلاين | ${business.shortName}`,
      description: `احجزوا جلسة التدليك أو العناية بالبشرة أو باقة الأزواج في دبي عبر الموقع أو واتساب. سبا نهاري فاخر في ${where}، الأسعار ${prices}، ونستقبلكم ${business.hours.dailyDash}؛ نردّ خلال 15 دقيقة في ساعات العمل.`,
      keywords: `حجز سبا دبي، حجز مساج دبي، موعد سبا ${business.district}، حجز سبا للأزواج دبي، حجز سبا عبر واتساب`,
      noindex: false,
    },
    '/contact': {
      title: `تواصلوا معنا | سبا في ${where} | ${business.phone}`,
      description: `زوروا ${name} في ${business.hotel}، ${where}، الإمارات العربية المتحدة. اتصلوا على ${business.phone}، أو راسلونا عبر واتساب، أو على البريد ${business.email}. نستقبلكم ${business.hours.weekLong}.`,
      keywords: `تواصل سبا ${business.district}، سبا قريب مني ${business.city}، هاتف سبا ${business.city}، موقع سبا ${business.district}، الطريق إلى سبا ${business.city}`,
      noindex: false,
    },
    '/gift-cards': {
      title: `بطاقات هدايا السبا في دبي | أهدوا جلسة تدليك أو يومًا في السبا | ${business.shortName}`,
      description: `أهدوا بطاقة هدية من ${name} في ${where}: مبلغ أو علاج من اختياركم، تصل بالبريد الإلكتروني في اليوم الذي تحددونه، مع دفع آمن عبر الإنترنت.`,
      keywords: `بطاقة هدية سبا دبي، قسيمة مساج دبي، هدية سبا ${business.district}، بطاقة هدايا سبا ${business.city}، هدية يوم في السبا دبي`,
      noindex: false,
    },
    '/packages': {
      title: `باقات وعضويات السبا في دبي | باقات التدليك | ${business.shortName}`,
      description: `باقات جلسات وعضويات شهرية في ${name}، ${business.hotel}، ${where}: دفع آمن عبر الإنترنت، ورمزك بالبريد الإلكتروني، وحجز عبر الإنترنت دون أي دفع إضافي.`,
      keywords: `باقة سبا دبي، باقة مساج دبي، عضوية سبا دبي، مساج شهري ${business.city}، جلسات سبا ${business.district}`,
      noindex: false,
    },
    '/blog': {
      title: `مدونة العافية | نصائح السبا والعافية في دبي | ${business.shortName}`,
      description: `نصائح للعافية، وفوائد التدليك، وأسرار العناية بالبشرة، وأخبار السبا من معالجي ${name} في ${where}.`,
      keywords: 'مدونة العافية دبي، نصائح السبا، فوائد المساج، العناية بالبشرة دبي، الاهتمام بالنفس',
      noindex: false,
    },
    '/privacy': {
      title: `سياسة الخصوصية | ${name}`,
      description: `كيف يستخدم ${name} في ${where} البيانات التي تقدّمونها عند الحجز أو مراسلتنا، ومدة الاحتفاظ بها، وكيف تطلبون حذفها.`,
      keywords: `سياسة خصوصية ${business.shortName}، خصوصية السبا ${business.city}، البيانات الشخصية في الإمارات`,
      noindex: false,
    },
    '/terms': {
      title: `شروط الخدمة | ${name}`,
      description: `شروط الحجز والزيارة في ${name} في ${where}: طلبات الحجز وتأكيدها، والوصول، والتعديل والإلغاء، والأسعار والدفع.`,
      keywords: `شروط ${business.shortName}، شروط حجز السبا ${business.city}، سياسة إلغاء السبا ${business.city}`,
      noindex: false,
    },
    '/blog/:slug': {
      title: `مدونة العافية | ${name}`,
      description: `نصائح للعافية من معالجي ${name} في ${where}.`,
      keywords: 'مدونة العافية دبي، نصائح السبا، فوائد المساج، العناية بالبشرة دبي',
      noindex: false,
    },
    '/booking/manage/:token': {
      title: `حجزك | ${name}`,
      description: `اطّلعوا على موعدكم في ${name}، أو غيّروا وقته، أو ألغوه.`,
      keywords: '',
      noindex: true,
    },
    '/your-data/:token': {
      title: `بياناتك | ${name}`,
      description: `ما يحتفظ به ${name} عنك: اطّلع عليه، أو نزّل نسخة منه، أو اطلب محوه.`,
      keywords: '',
      noindex: true,
    },
    '*': {
      title: `404 الصفحة غير موجودة | ${name}`,
      description: `هذه الصفحة غير موجودة. اكتشفوا علاجات ${name} في ${where}.`,
      keywords: '',
      noindex: true,
    },
  };
  return { ...english, ...arabic };
}

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
  const business = placeholderSiteConfig.business;
  const english = pageMetaFor(business, 'en');
  const arabic = pageMetaFor(business, 'ar');
  const routes: Record<string, RouteMeta> = { ...english };
  for (const [route, meta] of Object.entries(arabic)) {
    if (route.startsWith('/admin')) continue;
    routes[route === '*' ? '/ar/*' : localizeHref(route, 'ar')] = meta;
  }
  const images: Record<string, { srcset: string; sizes: string }> = { ...preloadImages };
  for (const [route, image] of Object.entries(preloadImages)) images[localizeHref(route, 'ar')] = image;
  return { siteName: business.name, ...siteMeta, routes, preloadImages: images };
}
