import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { i18n, loadLocale, loadMessages, type MessageId, type Values } from '@/lib/i18n';

import { bookingMessage, bookingWhatsappUrl, formatArabicMessageDate, formatMessageDate } from './whatsapp-message';

const t = (id: MessageId, values?: Values) => i18n._(id, values);

const input = {
  customerName: ' Layla Haddad ',
  customerPhone: '+971 50 123 4567',
  serviceName: 'Hot Stone Massage',
  serviceNameEn: 'Hot Stone Massage',
  bookingDate: '2026-12-05',
  bookingTime: '14:00',
  specialRequests: '',
  bookingNumber: 123,
  customerEmail: ' layla@example.com ',
  preference: 'Female therapist',
};

beforeAll(async () => {
  await loadMessages('booking', 'en');
});
afterEach(async () => {
  await loadLocale('en');
});

describe('the WhatsApp booking message', () => {
  it("dates read 'Month dd, yyyy'", () => {
    expect(formatMessageDate('2026-12-05')).toBe('December 05, 2026');
    expect(formatMessageDate('2027-01-31')).toBe('January 31, 2027');
  });

  it('is headed as a new spa booking and lists name, phone, service, date, 12-hour time and requests, then what matches it to the booking', () => {
    expect(bookingMessage(input, 'en', t)).toBe(
      [
        '🌿 New Spa Booking Request',
        '',
        'Name: Layla Haddad',
        'Phone: +971 50 123 4567',
        'Service: Hot Stone Massage',
        'Date: December 05, 2026',
        'Time: 2:00 PM',
        'Special Requests: None',
        'Booking number: 123',
        'Email: layla@example.com',
        'Therapist preference: Female therapist',
      ].join('\n'),
    );
  });

  it("ends with the package whose session pays for the booking, when one does", () => {
    expect(bookingMessage({ ...input, sessionHint: '…PQRS-T' }, 'en', t)).toMatch(/\nTherapist preference: Female therapist\nPaid by package: …PQRS-T \(one session\)$/);
    expect(bookingMessage(input, 'en', t)).not.toContain('package');
  });

  it('says when the booking could not be saved online, so the spa enters it by hand', () => {
    expect(bookingMessage({ ...input, bookingNumber: null }, 'en', t)).toContain(
      '\nBooking number: none (not saved online)\nEmail: layla@example.com\n',
    );
  });

  it("says 'None' only when there are no special requests", () => {
    expect(bookingMessage({ ...input, specialRequests: '   ' }, 'en', t)).toContain('Special Requests: None');
    expect(bookingMessage({ ...input, specialRequests: 'Light pressure, please.' }, 'en', t)).toContain(
      'Special Requests: Light pressure, please.',
    );
  });

  it("goes to the spa's number as the server configured it, URL-encoded", () => {
    const business = { ...testSiteConfig.business, links: { ...testSiteConfig.business.links, whatsapp: 'https://wa.me/971529876543' } };
    const url = bookingWhatsappUrl(business, { ...input, specialRequests: 'Oils & music? 100% yes #1' }, 'en', t);
    expect(url.startsWith('https://wa.me/971529876543?text=')).toBe(true);
    const encoded = url.slice(url.indexOf('?text=') + 6);
    expect(encoded).not.toMatch(/[\s&#?]/);
    expect(decodeURIComponent(encoded)).toBe(bookingMessage({ ...input, specialRequests: 'Oils & music? 100% yes #1' }, 'en', t));
    expect(new URL(url).searchParams.get('text')).toContain('Date: December 05, 2026');
  });
});

describe('the WhatsApp booking message from an Arabic page', () => {
  const arabic = {
    ...input,
    customerName: 'ليلى حداد',
    serviceName: 'تدليك بالأحجار الساخنة',
    bookingDate: '2026-11-27',
    bookingTime: '15:00',
    preference: 'معالِجة',
  };

  it('writes the day unambiguously: the weekday, day, month and year in words, then the date in digits', () => {
    expect(formatArabicMessageDate('2026-11-27')).toBe('الجمعة، 27 نوفمبر 2026 (2026-11-27)');
    expect(formatArabicMessageDate('2027-01-03')).toBe('الأحد، 3 يناير 2027 (2027-01-03)');
  });

  it('is in Arabic, with the English name of the service beside its Arabic one and the phone kept left to right', async () => {
    await loadLocale('ar');
    await loadMessages('booking');
    expect(bookingMessage(arabic, 'ar', t)).toBe(
      [
        '🌿 طلب حجز جديد في المنتجع',
        '',
        'الاسم: ليلى حداد',
        'الهاتف: \u200e+971 50 123 4567\u200e',
        'العلاج: تدليك بالأحجار الساخنة (Hot Stone Massage)',
        'التاريخ: الجمعة، 27 نوفمبر 2026 (2026-11-27)',
        'الوقت: 3:00 م',
        'طلبات خاصة: لا يوجد',
        'رقم الحجز: 123',
        'البريد الإلكتروني: \u200elayla@example.com\u200e',
        'المعالِج المفضّل: معالِجة',
      ].join('\n'),
    );
    expect(bookingMessage({ ...arabic, bookingTime: '09:30', specialRequests: 'ضغط خفيف' }, 'ar', t)).toContain(
      'الوقت: 9:30 ص\nطلبات خاصة: ضغط خفيف\n',
    );
    expect(bookingMessage({ ...arabic, bookingNumber: null }, 'ar', t)).toContain(
      '\nرقم الحجز: لا يوجد (لم يُحفظ الحجز عبر الموقع)\n',
    );
    expect(bookingMessage({ ...arabic, sessionHint: '…PQRS-T' }, 'ar', t)).toMatch(/\nالدفع بالباقة: \u200e…PQRS-T\u200e \(جلسة واحدة\)$/);
  });

  it('names the service once when it has no Arabic name (the English one shows)', async () => {
    await loadLocale('ar');
    await loadMessages('booking');
    expect(bookingMessage({ ...arabic, serviceName: 'Hot Stone Massage' }, 'ar', t)).toContain('العلاج: Hot Stone Massage\n');
  });
});
