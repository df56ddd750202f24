import { testSiteConfig, type SiteConfig } from '@/config/business';

/**
 * The spa's details as an Arabic page's #dayspa-config block may carry them: the hotel, district and city, the
 * opening hours and the change cut-off in Arabic words, the phone, e-mail and name as configured (Latin letters
 * and digits, which an Arabic page keeps in their own order). For tests of the Arabic pages.
 */
export const arabicSiteConfig: SiteConfig = {
  ...testSiteConfig,
  changeCutoff: '12 ساعة',
  retention: { contactMessages: 'سنتان', inactiveCustomers: '3 سنوات', emailBodies: 'سنة واحدة', auditEvents: '5 سنوات' },
  business: {
    ...testSiteConfig.business,
    hotel: 'فندق ساندستون',
    street: 'فندق ساندستون، شارع الشيخ زايد',
    district: 'البرشاء 1',
    city: 'دبي',
    hours: {
      week: 'من الاثنين إلى الأحد 9:00 ص إلى 10:00 م',
      weekLong: 'من الاثنين إلى الأحد 9:00 ص - 10:00 م',
      daily: 'يوميًا من 9:00 ص إلى 10:00 م',
      dailyDash: 'يوميًا 9:00 ص - 10:00 م',
      everyDayFrom: 'يوميًا من 9:00 ص إلى 10:00 م',
      everyDay: 'يوميًا 9:00 ص - 10:00 م',
      everyDayComma: 'يوميًا، 9:00 ص إلى 10:00 م',
    },
  },
};
