import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { loadLocale, loadMessages } from '@/lib/i18n';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const token = 'Q2hhbmdlTWVPbmx5SWZZb3VIYXZlSXQx';

// The page's catalog loads with its code, once, in the language active then: load both, as each language's page would.
beforeAll(async () => {
  await Promise.all(['manage' as const, 'errors' as const].flatMap((part) => [loadMessages(part, 'en'), loadMessages(part, 'ar')]));
});

/** Picks a day on the page's calendar, as the booking page's: the button, then the day in its popover. */
async function pickDay(user: UserEvent, words: { button: RegExp; dialog: string; day: RegExp }) {
  await user.click(await screen.findByRole('button', { name: words.button }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: words.dialog }, { timeout: 15_000 });
  await user.click(within(dialog).getByRole('button', { name: words.day }));
}

const english = { button: /^New date/, dialog: 'Choose the new date', day: /March 12th, 2099/ };
const arabic = { button: /^التاريخ الجديد/, dialog: 'اختر التاريخ الجديد', day: /^الخميس، 12 مارس 2099/ };

function managed(preference: string) {
  return {
    serviceId: 7,
    serviceName: 'Swedish Relaxation Massage',
    duration: 60,
    bookingDate: '2099-03-10',
    bookingTime: '10:00',
    endTime: '11:00',
    status: 'pending',
    totalAmount: 320,
    customerName: 'Mariam Guest',
    canChange: true,
    reason: '',
    changeUntil: '2099-03-09T18:00:00Z',
    preference,
  };
}

describe('manage page: choosing another time', () => {
  beforeEach(() => {
    // The spa's today is 1 March 2099: the calendar offers the days from then to 90 days ahead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-03-01T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers the booking page's calendar, the days full for the guest's preference greyed, and lists that day's free times", async () => {
    const fetchMock = stubApi({
      [`/api/manage/${token}`]: json(managed('therapist:3')),
      '/api/availability/month': (request) =>
        json({
          month: new URL(request.url).searchParams.get('month'),
          days: [
            { date: '2099-03-11', available: false },
            { date: '2099-03-12', available: true },
          ],
        }),
      '/api/availability': json({
        date: '2099-03-12',
        serviceId: 7,
        preference: 'therapist:3',
        slots: [
          { time: '10:00', available: false },
          { time: '14:00', available: true },
        ],
      }),
    });
    const { user } = renderApp(`/booking/manage/${token}`);
    await user.click(await screen.findByRole('button', { name: /^New date/ }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the new date' }, { timeout: 15_000 });
    // A day the guest's therapist is fully booked: not offered.
    expect(await within(dialog).findByRole('button', { name: /March 11th, 2099/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: english.day }));
    expect(screen.getByRole('button', { name: /^New date/ })).toHaveTextContent('Thursday, March 12, 2099');
    const time = screen.getByRole('combobox', { name: 'New time' });
    expect(await screen.findByRole('option', { name: '2:00 PM' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '10:00 AM' })).toBeNull();
    expect(time).toBeEnabled();

    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'))
      .filter((url) => url.pathname === '/api/availability');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('preference')).toBe('therapist:3');
    expect(asked[0]?.searchParams.get('serviceId')).toBe('7');
    expect(asked[0]?.searchParams.get('date')).toBe('2099-03-12');
    const months = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'))
      .filter((url) => url.pathname === '/api/availability/month');
    expect(months.map((url) => url.searchParams.get('month'))).toEqual(['2099-03', '2099-04', '2099-05']);
    for (const url of months) {
      expect(url.searchParams.get('serviceId')).toBe('7');
      expect(url.searchParams.get('preference')).toBe('therapist:3');
    }
  });
});

describe('manage page in Arabic', () => {
  const arabicConfig = { ...testSiteConfig, changeCutoff: '12 ساعة' };
  const services = [
    { id: 7, name: 'Swedish Relaxation Massage', nameAr: 'التدليك السويدي للاسترخاء', description: '', descriptionAr: '', category: 'Massage Therapy', duration: 60, price: '320.00', isActive: true },
  ];

  beforeEach(async () => {
    await loadLocale('ar');
    // The spa's today is 1 March 2099: the new date field takes days from then to 90 days ahead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-03-01T08:00:00Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await loadLocale('en');
  });

  it('shows the booking in Arabic, moves it and cancels it, every answer in Arabic', async () => {
    const sent: unknown[] = [];
    stubApi({
      [`/api/manage/${token}`]: json(managed('female')),
      '/api/services': json(services),
      '/api/availability': json({ date: '2099-03-12', serviceId: 7, slots: [{ time: '14:00', available: true }] }),
      [`POST /api/manage/${token}/reschedule`]: async (request) => {
        sent.push(await request.json());
        return json({ ...managed('female'), bookingDate: '2099-03-12', bookingTime: '14:00', endTime: '15:00' });
      },
      [`POST /api/manage/${token}/cancel`]: json({
        ...managed('female'),
        bookingDate: '2099-03-12',
        bookingTime: '14:00',
        endTime: '15:00',
        status: 'cancelled',
        canChange: false,
        reason: 'This booking is cancelled.',
      }),
    });
    const { user } = renderApp(`/ar/booking/manage/${token}`, { siteConfig: arabicConfig });

    expect(await screen.findByRole('heading', { level: 1, name: 'حجزك' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('manage-treatment', {}, { timeout: 15_000 })).toHaveTextContent('التدليك السويدي للاسترخاء (60 دقيقة)');
    expect(screen.getByTestId('manage-date')).toHaveTextContent('الثلاثاء، 10 مارس 2099');
    expect(screen.getByTestId('manage-time')).toHaveTextContent('من 10:00 ص إلى 11:00 ص');
    expect(screen.getByTestId('manage-price')).toHaveTextContent('320.00 د.إ');
    expect(screen.getByTestId('manage-status')).toHaveTextContent('بانتظار التأكيد');
    expect(screen.getByText('العلاج')).toBeInTheDocument();

    // Nothing chosen: said in Arabic.
    await user.click(screen.getByRole('button', { name: 'انقل موعدي' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يُرجى اختيار التاريخ والوقت الجديدين.');

    await pickDay(user, arabic);
    const time = screen.getByRole('combobox', { name: 'الوقت الجديد' });
    await within(time).findByRole('option', { name: '2:00 م' });
    await user.selectOptions(time, '14:00');
    await user.click(screen.getByRole('button', { name: 'انقل موعدي' }));
    expect(await screen.findByText('نُقل موعدك إلى الخميس، 12 مارس 2099 الساعة 2:00 م.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(sent).toEqual([{ bookingDate: '2099-03-12', bookingTime: '14:00' }]);
    expect(screen.getByTestId('manage-date')).toHaveTextContent('الخميس، 12 مارس 2099');

    await user.click(screen.getByRole('button', { name: 'ألغِ حجزي' }));
    expect(screen.getByText('هل تريد إلغاء هذا الموعد؟ سيُتاح وقتك لضيوف آخرين.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'نعم، ألغِ حجزي' }));
    expect(await screen.findByText('تم إلغاء حجزك.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('manage-status')).toHaveTextContent('ملغى');
    expect(screen.getByTestId('manage-reason')).toHaveTextContent('هذا الحجز ملغى.');
  });

  it("a time taken meanwhile: the server's refusal in Arabic, by its code whatever its English words", async () => {
    stubApi({
      [`/api/manage/${token}`]: json(managed('any')),
      '/api/services': json(services),
      '/api/availability': json({ date: '2099-03-12', serviceId: 7, slots: [{ time: '14:00', available: true }] }),
      // Words the app has never seen: the Arabic comes from the code alone.
      [`POST /api/manage/${token}/reschedule`]: json(
        { message: 'Someone was quicker: that time is gone now.', code: 'booking.slot_full' },
        { status: 409, statusText: 'Conflict' },
      ),
    });
    const { user } = renderApp(`/ar/booking/manage/${token}`, { siteConfig: arabicConfig });
    await pickDay(user, arabic);
    const time = screen.getByRole('combobox', { name: 'الوقت الجديد' });
    await within(time).findByRole('option', { name: '2:00 م' });
    await user.selectOptions(time, '14:00');
    await user.click(screen.getByRole('button', { name: 'انقل موعدي' }));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('لم يعد هذا الموعد متاحًا. يُرجى اختيار وقت آخر.');
  });

  it('after the cut-off: the reason in Arabic with the phone and WhatsApp left to right', async () => {
    stubApi({
      [`/api/manage/${token}`]: json({
        ...managed('any'),
        status: 'confirmed',
        canChange: false,
        reason: 'Changes online are possible until 12 hours before your appointment. Please call +971 4 123 4567 or message us on WhatsApp at +971501234567.',
      }),
      '/api/services': json(services),
    });
    renderApp(`/ar/booking/manage/${token}`, { siteConfig: arabicConfig });
    const reason = await screen.findByTestId('manage-reason', {}, { timeout: 15_000 });
    expect(reason).toHaveTextContent(
      'يمكن تعديل الحجز أو إلغاؤه عبر الإنترنت حتى 12 ساعة قبل موعدك. يُرجى الاتصال بنا على +971 4 123 4567 أو مراسلتنا عبر واتساب على +971501234567.',
    );
    expect(within(reason).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(within(reason).getByText('+971501234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('button', { name: 'انقل موعدي' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute('dir', 'ltr');
  });

  it("the reason in Arabic is known from the booking's status, not from the server's English words", async () => {
    stubApi({
      [`/api/manage/${token}`]: json({ ...managed('any'), status: 'completed', canChange: false, reason: 'Reworded: no more changes.' }),
      '/api/services': json(services),
    });
    renderApp(`/ar/booking/manage/${token}`, { siteConfig: arabicConfig });
    const reason = await screen.findByTestId('manage-reason', {}, { timeout: 15_000 });
    expect(reason).toHaveTextContent('لم يعد بالإمكان تعديل هذا الحجز.');
    expect(reason).not.toHaveAttribute('lang');
  });

  it("a code the app does not know: the server's English, marked lang=en", async () => {
    const words = 'Changes are paused while the spa moves to its new address.';
    stubApi({
      [`/api/manage/${token}`]: json({ message: words, code: 'manage.paused' }, { status: 409, statusText: 'Conflict' }),
    });
    renderApp(`/ar/booking/manage/${token}`, { siteConfig: arabicConfig });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(words);
    expect(alert).toHaveAttribute('lang', 'en');
  });

  it('a link that is not one: said in Arabic, with the spa to call', async () => {
    stubApi({
      [`/api/manage/${token}`]: json(
        { message: 'This link is not valid or has expired. Please contact the spa to change your booking.', code: 'manage.link_invalid' },
        { status: 404, statusText: 'Not Found' },
      ),
    });
    renderApp(`/ar/booking/manage/${token}`, { siteConfig: arabicConfig });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'هذا الرابط غير صالح أو انتهت صلاحيته. يُرجى التواصل مع المنتجع لتعديل حجزك.',
    );
    expect(screen.getByRole('link', { name: 'راسلنا عبر واتساب' })).toHaveAttribute('href', 'https://wa.me/971501234567');
  });
});

describe('manage page: a booking a package pays for', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it("says a session of the guest's package pays, by the end of its code only, in both languages", async () => {
    stubApi({ [`/api/manage/${token}`]: json({ ...managed('any'), sessionHint: '…PQRS-T' }) });
    renderApp(`/booking/manage/${token}`);
    const paid = await screen.findByTestId('manage-paid-by', {}, { timeout: 15_000 });
    expect(paid).toHaveTextContent('A session of your package …PQRS-T: nothing to pay');
    expect(paid.querySelector('bdi[dir="ltr"]')).toHaveTextContent('…PQRS-T');
    expect(screen.getByText('Paid by')).toBeInTheDocument();
  });

  it('shows no such row for a booking no package pays for', async () => {
    stubApi({ [`/api/manage/${token}`]: json(managed('any')) });
    renderApp(`/booking/manage/${token}`);
    expect(await screen.findByTestId('manage-price', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('manage-paid-by')).toBeNull();
  });

  it('says it in Arabic', async () => {
    await loadLocale('ar');
    stubApi({ [`/api/manage/${token}`]: json({ ...managed('any'), sessionHint: '…PQRS-T' }) });
    renderApp(`/ar/booking/manage/${token}`);
    expect(await screen.findByTestId('manage-paid-by', {}, { timeout: 15_000 })).toHaveTextContent('جلسة من باقتك …PQRS-T: لا شيء عليك دفعه');
    expect(screen.getByText('الدفع')).toBeInTheDocument();
  });
});
