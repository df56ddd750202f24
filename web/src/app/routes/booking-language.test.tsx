import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadLocale, loadMessages } from '@/lib/i18n';
import bookingAr from '@/locales/booking/ar.json';
import { json, renderApp, stubApi } from '@/testing/test-utils';

// The booking page in both languages (issue 19): the Arabic page under /ar in Arabic from end to end (labels,
// messages, the times' reasons, the toasts, the WhatsApp message, the language sent), the English one unchanged.

const services = [
  {
    id: 7,
    name: 'Hot Stone Massage',
    nameAr: 'التدليك بالأحجار الساخنة',
    description: 'Warm stones.',
    descriptionAr: 'أحجار دافئة.',
    category: 'Massage Therapy',
    duration: 90,
    price: '480.00',
    isActive: true,
  },
  {
    id: 8,
    name: 'Gold Facial',
    nameAr: '',
    description: 'Radiance.',
    descriptionAr: '',
    category: 'Facial Treatments',
    duration: 60,
    price: '650.00',
    isActive: true,
  },
  {
    id: 2,
    name: 'Swedish Massage',
    nameAr: 'التدليك السويدي',
    description: '',
    descriptionAr: '',
    category: 'Massage Therapy',
    duration: 60,
    price: '350.00',
    isActive: false,
  },
];

const availability = {
  date: '2026-11-27',
  serviceId: 7,
  slots: [
    { time: '14:00', available: false, reason: 'full' },
    { time: '15:00', available: true },
  ],
};

/** A tab the form opens for WhatsApp: where it was sent. */
function fakeTab() {
  const tab = {
    closed: false,
    opener: null as unknown,
    document: { documentElement: { lang: '', dir: '' }, title: '', body: { textContent: '' } },
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(),
  };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return tab;
}

/** The API of a day with one full and one free time, saving bookings; returns the bodies posted. */
function bookingApi(answer: () => Response = () => json({ id: 42 }, { status: 201 })) {
  const posted: Record<string, unknown>[] = [];
  stubApi({
    '/api/services': json(services),
    '/api/therapists': json([{ id: 3, name: 'Amal Haddad', gender: 'female' }]),
    '/api/availability': json(availability),
    '/api/availability/month': json({ month: '2026-11', days: [] }),
    'POST /api/bookings': async (request) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return answer();
    },
  });
  return posted;
}

type User = ReturnType<typeof renderApp>['user'];

/** Fills the form as a guest: the service, the details, 27 November 2026 on the calendar and 3 PM. */
async function fill(user: User, words: { service: string; name: string; email: string; phone: string; date: string; dialog: string; day: RegExp; time: string }) {
  const service = screen.getByRole('combobox', { name: new RegExp(`^${words.service}`) });
  await within(service).findByRole('option', { name: /480/ });
  await user.selectOptions(service, '7');
  await user.type(screen.getByLabelText(new RegExp(`^${words.name}`)), 'Layla Haddad');
  await user.type(screen.getByLabelText(new RegExp(`^${words.email}`)), 'layla@example.ae');
  await user.type(screen.getByLabelText(new RegExp(`^${words.phone}`)), '+971 50 123 4567');
  await user.click(screen.getByRole('button', { name: new RegExp(`^${words.date}`) }));
  const dialog = await screen.findByRole('dialog', { name: words.dialog }, { timeout: 15_000 });
  await user.click(within(dialog).getByRole('button', { name: words.day }));
  const time = screen.getByRole('combobox', { name: new RegExp(`^${words.time}`) });
  await within(time).findByRole('option', { name: /^3:00/ });
  await user.selectOptions(time, '15:00');
}

const arabic = {
  service: bookingAr['booking.form.service'],
  name: bookingAr['booking.form.name'],
  email: bookingAr['booking.form.email'],
  phone: bookingAr['booking.form.phone'],
  date: bookingAr['booking.form.date'],
  dialog: bookingAr['booking.form.date.dialog'],
  day: /^الجمعة، 27 نوفمبر 2026/,
  time: bookingAr['booking.form.time'],
};

beforeEach(async () => {
  // The page's catalogs load with its code, once, in the language active then: load both here, as each
  // language's page would.
  await Promise.all(['booking' as const, 'errors' as const].flatMap((part) => [loadMessages(part, 'en'), loadMessages(part, 'ar')]));
  // 12:00 on 21 November 2026 in Dubai.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await loadLocale('en');
});

describe('the booking page in Arabic', () => {
  it('says everything in Arabic: the title, the steps, the labels, the services with their Arabic names and prices', async () => {
    bookingApi();
    await loadLocale('ar');
    renderApp('/ar/booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'احجز علاجك' }, { timeout: 15_000 })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'خطوات الحجز' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1الخطوة 1: اختر العلاجانتقِ العلاج الذي تودّه.',
      '2الخطوة 2: بياناتكاسمك وبريدك الإلكتروني ورقم هاتفك.',
      '3الخطوة 3: اختر اليوم والوقتأي موعد متاح ضمن ساعات عملنا.',
      '4الخطوة 4: التأكيد عبر واتسابأرسل طلبك، ونؤكّده لك عبر واتساب.',
    ]);
    const select = screen.getByRole('combobox', { name: 'اختر العلاج' });
    expect(await within(select).findByRole('option', { name: 'التدليك بالأحجار الساخنة — 480.00 د.إ · 90 دقيقة' })).toBeEnabled();
    // Not translated yet: the English name.
    expect(within(select).getByRole('option', { name: 'Gold Facial — 650.00 د.إ · 60 دقيقة' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: 'التدليك السويدي — غير متاح حاليًا' })).toBeDisabled();
    for (const label of ['الاسم الكامل*', 'البريد الإلكتروني*', 'رقم الهاتف*', 'طلبات خاصة']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('رقم الهاتف*')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('البريد الإلكتروني*')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: /^التاريخ المفضّل/ })).toHaveTextContent('اختر تاريخًا');
    expect(screen.getByRole('button', { name: 'أرسل طلب الحجز' })).toBeInTheDocument();

    const [first, second] = within(screen.getByRole('region', { name: 'العلاجات الأكثر طلبًا' })).getAllByRole('listitem');
    if (!first || !second) throw new Error('expected the popular services');
    expect(within(first).getByRole('heading')).toHaveTextContent('التدليك بالأحجار الساخنة');
    expect(first).toHaveTextContent('480.00 د.إ');
    expect(first).toHaveTextContent('90 دقيقة');
    // The English fallback is marked as English.
    expect(within(second).getByText('Gold Facial')).toHaveAttribute('lang', 'en');
    const contact = screen.getByRole('region', { name: 'معلومات التواصل' });
    // (jsdom's name computation drops the space before the <bdi>; the browser tests check the whole name.)
    const phone = within(contact).getByRole('link', { name: /^الهاتف: ?\+971 4 123 4567$/ });
    expect(phone).toHaveAttribute('href', 'tel:+97141234567');
    expect(within(phone).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'جميع علاجاتنا' })).toBeInTheDocument();
  });

  it('shows the validation messages in Arabic under their fields', async () => {
    bookingApi();
    await loadLocale('ar');
    const { user } = renderApp('/ar/booking');
    const select = await screen.findByRole('combobox', { name: 'اختر العلاج' }, { timeout: 15_000 });
    await within(select).findByRole('option', { name: /480/ });
    await user.click(screen.getByRole('button', { name: 'أرسل طلب الحجز' }));
    // The form's checks are fetched when it is first touched: the messages come once they are in.
    await waitFor(() => {
      expect(select).toHaveAccessibleDescription('يُرجى اختيار علاج.');
    });
    expect(screen.getByLabelText('الاسم الكامل*')).toHaveAccessibleDescription('يجب ألّا يقل الاسم عن حرفين.');
    expect(screen.getByLabelText('رقم الهاتف*')).toHaveAccessibleDescription('يُرجى إدخال رقم هاتف صحيح.');
    expect(screen.getByRole('combobox', { name: 'الوقت المفضّل' })).toHaveAccessibleDescription(
      'يُرجى اختيار وقت الحجز. اختر العلاج والتاريخ لتظهر لك الأوقات المتاحة.',
    );
  });

  it('books in Arabic: the times with their reasons, the language sent, the toast and the WhatsApp message in Arabic', async () => {
    const posted = bookingApi();
    const tab = fakeTab();
    await loadLocale('ar');
    const { user } = renderApp('/ar/booking');
    await screen.findByRole('combobox', { name: 'اختر العلاج' }, { timeout: 15_000 });
    await fill(user, arabic);

    const time = screen.getByRole('combobox', { name: 'الوقت المفضّل' });
    expect(within(time).getByRole('option', { name: '2:00 م — محجوز بالكامل' })).toBeDisabled();
    expect(screen.getByText('الأوقات المتاحة في هذا اليوم: 1 من 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^التاريخ المفضّل/ })).toHaveTextContent('الجمعة، 27 نوفمبر 2026');
    await user.type(screen.getByLabelText('طلبات خاصة'), 'ضغط خفيف');
    await user.selectOptions(screen.getByRole('combobox', { name: 'المعالِج المفضّل' }), 'معالِجة');
    await user.click(screen.getByRole('button', { name: 'أرسل طلب الحجز' }));

    expect(await screen.findByText('تم إرسال طلب الحجز!')).toBeInTheDocument();
    expect(screen.getByText('أُرسل طلب حجزك عبر واتساب، وسيصلك التأكيد قريبًا.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ serviceId: 7, bookingDate: '2026-11-27', bookingTime: '15:00', language: 'ar' });
    expect(tab.document.title).toBe('جارٍ فتح واتساب…');
    expect(tab.location.replace).toHaveBeenCalledTimes(1);
    const url = new URL(tab.location.replace.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/971501234567');
    expect(url.searchParams.get('text')).toBe(
      [
        '🌿 طلب حجز جديد في المنتجع',
        '',
        'الاسم: Layla Haddad',
        'الهاتف: \u200e+971 50 123 4567\u200e',
        'العلاج: التدليك بالأحجار الساخنة (Hot Stone Massage)',
        'التاريخ: الجمعة، 27 نوفمبر 2026 (2026-11-27)',
        'الوقت: 3:00 م',
        'طلبات خاصة: ضغط خفيف',
        'رقم الحجز: 42',
        'البريد الإلكتروني: \u200elayla@example.ae\u200e',
        'المعالِج المفضّل: معالِجة',
      ].join('\n'),
    );
  });

  it("a slot taken meanwhile: the server's answer in Arabic, no WhatsApp", async () => {
    bookingApi(() =>
      // English words the app has never seen: the Arabic comes from the code.
      json({ message: 'That slot went to someone else.', code: 'booking.slot_full' }, { status: 409, statusText: 'Conflict' }),
    );
    const tab = fakeTab();
    await loadLocale('ar');
    const { user } = renderApp('/ar/booking');
    await screen.findByRole('combobox', { name: 'اختر العلاج' }, { timeout: 15_000 });
    await fill(user, arabic);
    await user.click(screen.getByRole('button', { name: 'أرسل طلب الحجز' }));

    expect(await screen.findByText('الموعد لم يعد متاحًا')).toBeInTheDocument();
    expect(screen.getByText('لم يعد هذا الموعد متاحًا. يُرجى اختيار وقت آخر.')).toBeInTheDocument();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
  });

  it("the server's field messages: the known ones in Arabic, an unknown one as the server wrote it, marked English", async () => {
    bookingApi(() =>
      json(
        {
          message: 'Please check the highlighted fields.',
          code: 'fields.check',
          errors: { bookingTime: 'Pick a listed time (reworded).', customerName: 'Names may not contain emoji.' },
          fields: { bookingTime: { code: 'time.not_listed' }, customerName: { code: 'name.no_emoji' } },
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    fakeTab();
    await loadLocale('ar');
    const { user } = renderApp('/ar/booking');
    await screen.findByRole('combobox', { name: 'اختر العلاج' }, { timeout: 15_000 });
    await fill(user, arabic);
    await user.click(screen.getByRole('button', { name: 'أرسل طلب الحجز' }));

    const name = screen.getByLabelText('الاسم الكامل*');
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('Names may not contain emoji.');
    });
    expect(screen.getByText('Names may not contain emoji.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('يُرجى اختيار أحد الأوقات المعروضة.')).not.toHaveAttribute('lang');
  });
});

describe('the booking page in English', () => {
  it("books as before: the English toast and WhatsApp message, with the page's language sent", async () => {
    const posted = bookingApi();
    const tab = fakeTab();
    const { user } = renderApp('/booking');
    await screen.findByRole('combobox', { name: /Select Service/ }, { timeout: 15_000 });
    await fill(user, {
      service: 'Select Service',
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      date: 'Preferred Date',
      dialog: 'Choose your booking date',
      day: /November 27th, 2026/,
      time: 'Preferred Time',
    });
    const time = screen.getByRole('combobox', { name: /^Preferred Time/ });
    expect(within(time).getByRole('option', { name: '2:00 PM — Fully booked' })).toBeDisabled();
    expect(screen.getByText('1 of 2 times are free on this day.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Therapist preference' }), 'Amal Haddad');
    await user.click(screen.getByRole('button', { name: 'Send Booking Request' }));

    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument();
    expect(screen.getByText("Your booking request has been sent via WhatsApp. You'll receive confirmation shortly.")).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ bookingDate: '2026-11-27', bookingTime: '15:00', language: 'en' });
    expect(tab.document.title).toBe('Opening WhatsApp…');
    const url = new URL(tab.location.replace.mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('text')).toBe(
      [
        '🌿 New Spa Booking Request',
        '',
        'Name: Layla Haddad',
        'Phone: +971 50 123 4567',
        'Service: Hot Stone Massage',
        'Date: November 27, 2026',
        'Time: 3:00 PM',
        'Special Requests: None',
        'Booking number: 42',
        'Email: layla@example.ae',
        'Therapist preference: Amal Haddad',
      ].join('\n'),
    );
  });
});
