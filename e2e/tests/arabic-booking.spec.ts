import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { business } from '../playwright.config';
import { pickDate, showMonth, type PickerWords } from './booking-form';
import { adminSession, escapeRegExp, expect, expectAccessible, expectLanguage, fakeWhatsApp, outboxMessage, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

/** The Arabic booking page's date picker; its month heading has Western digits ('ديسمبر 2026'). */
const arabicPicker: PickerWords = { button: /^التاريخ المفضّل/, dialog: 'اختر تاريخ حجزك', nextMonth: 'الشهر التالي', locale: 'ar-u-nu-latn' };

// The Arabic booking (docs/product.md, Booking language): a guest books on /ar/booking — the form's messages,
// the calendar and the times in Arabic, right to left — the booking is kept in Arabic (language 'ar'), the
// WhatsApp message is Arabic, the e-mail is Arabic and its link opens the Arabic manage page, where the guest
// moves and then cancels the booking. The servers run with DAYSPA_CHANGE_CUTOFF=72h. Each project books its own
// days, 4–7 days ahead, which no other spec uses (manage.spec takes 1 and 10–17, floating.spec 18–19 and 28–29,
// room-blocks.spec 20–27, booking.spec 30–79, admin.spec 40–80, calendar.spec 81–90).

test.describe.configure({ timeout: 180_000 });
// A visitor whose browser speaks Arabic: the page does not offer its English twin.
test.use({ locale: 'ar-AE' });

const serviceId = 7; // Swedish Relaxation Massage, 320.00, 60 minutes

interface ApiService {
  id: number;
  name: string;
  nameAr: string;
  price: string;
  duration: number;
}

const arabicMonths = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const arabicWeekdays = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];

/** 'الجمعة، 27 نوفمبر 2026', as the Arabic pages write a day (docs: Western digits, the weekday first). */
function arabicDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${arabicWeekdays[weekday] ?? ''}، ${String(d)} ${arabicMonths[m - 1] ?? ''} ${String(y)}`;
}

async function theService(request: APIRequestContext): Promise<ApiService> {
  const services = (await (await request.get('/api/services')).json()) as ApiService[];
  const service = services.find((s) => s.id === serviceId);
  if (!service) throw new Error(`service ${String(serviceId)} is not seeded`);
  expect(service.nameAr, 'the seed names the service in Arabic').not.toBe('');
  return service;
}

/** Chooses the option of a <select> whose text matches. */
async function choose(page: Page, label: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label });
  const text = await select
    .getByRole('option', { name: option, ...(typeof option === 'string' ? { exact: true } : {}) })
    .textContent();
  await select.selectOption({ label: text ?? '' });
}

const form = (page: Page) => page.getByRole('region', { name: 'أكمل حجزك' });
const submit = (page: Page) => page.getByRole('button', { name: 'أرسل طلب الحجز' }).click();
const detail = (page: Page, term: string) => page.getByTestId(`manage-${term}`);

test.describe('an Arabic booking', () => {
  test('booked on /ar/booking in Arabic, sent on WhatsApp in Arabic, then moved and cancelled on the Arabic manage page', async ({
    page,
    context,
    request,
  }, testInfo: TestInfo) => {
    await fakeWhatsApp(context);
    const service = await theService(request);
    const phone = testInfo.project.name.endsWith('phone');
    const day = addDays(dubaiToday(), phone ? 6 : 4);
    const next = addDays(day, 1);
    const who = {
      name: 'ليلى حداد',
      email: `layla.ar.${testInfo.project.name}.${String(Date.now())}@example.ae`,
      phone: '+971 50 765 4321',
    };

    // The page, in Arabic and right to left.
    await page.goto('/ar/booking');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'احجز علاجك' })).toBeVisible();
    const services = page.getByRole('combobox', { name: 'اختر العلاج' });
    await expect(services).toBeEnabled({ timeout: 30_000 });
    // The option names the service in Arabic, its price as '320.00 د.إ' and its length in Arabic.
    const option = services.getByRole('option', { name: new RegExp(`^${escapeRegExp(service.nameAr)} — 320\\.00 د\\.إ · 60 دقيقة$`) });
    await expect(option).toBeEnabled();
    await expect(page.getByText('Send Booking Request')).toHaveCount(0);

    // An empty form: each field's message in Arabic under it.
    await submit(page);
    for (const message of [
      'يُرجى اختيار علاج.',
      'يجب ألّا يقل الاسم عن حرفين.',
      'يُرجى إدخال بريد إلكتروني صحيح.',
      'يُرجى إدخال رقم هاتف صحيح.',
      'يُرجى اختيار تاريخ الحجز.',
      'يُرجى اختيار وقت الحجز.',
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    expect(context.pages()).toHaveLength(1);
    await expectAccessible(page, 'the Arabic form with its messages');

    // Filled in Arabic, with a phone number that is not one.
    await choose(page, 'اختر العلاج', new RegExp(`^${escapeRegExp(service.nameAr)} — `));
    await page.getByLabel('الاسم الكامل').fill(who.name);
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(who.email);
    const phoneInput = page.getByLabel('رقم الهاتف');
    await expect(phoneInput).toHaveAttribute('dir', 'ltr');
    await phoneInput.fill('هاتفي');
    await submit(page);
    await expect(phoneInput).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneInput).toHaveAccessibleDescription('يُرجى إدخال رقم هاتف صحيح.');
    await expect(form(page).getByText('يجب ألّا يقل الاسم عن حرفين.')).toHaveCount(0);
    await phoneInput.fill(who.phone);

    // The calendar: Arabic, right to left, the next month to the left.
    await page.getByRole('button', { name: /^التاريخ المفضّل/ }).click();
    const dialog = page.getByRole('dialog', { name: 'اختر تاريخ حجزك' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.rdp-root')).toHaveAttribute('dir', 'rtl');
    await expect(dialog.getByRole('grid').first()).toHaveAccessibleName(/^(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}$/);
    const previous = await dialog.getByRole('button', { name: 'الشهر السابق' }).boundingBox();
    const following = await dialog.getByRole('button', { name: 'الشهر التالي' }).boundingBox();
    if (!previous || !following) throw new Error('the month buttons are not laid out');
    expect(following.x).toBeLessThan(previous.x);
    await expectAccessible(page, 'the Arabic calendar');
    await showMonth(dialog, arabicPicker, day);
    await dialog.locator(`[data-day="${day}"] button`).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^التاريخ المفضّل/ })).toContainText(arabicDay(day));

    // The times, '10:00 ص' and '2:00 م'.
    await expect(page.getByText(/^الأوقات المتاحة في هذا اليوم: \d+ من 13\.$/)).toBeVisible();
    const times = page.getByRole('combobox', { name: 'الوقت المفضّل' });
    await expect(times.getByRole('option', { name: '2:00 م', exact: true })).toBeAttached();
    await choose(page, 'الوقت المفضّل', '10:00 ص');
    await page.getByLabel('طلبات خاصة').fill('ضغط خفيف من فضلك');
    await expectAccessible(page, 'the Arabic form filled');
    if (phone) {
      // What the phone shows, for the team to look at.
      await form(page).scrollIntoViewIfNeeded();
      const shot = await page.screenshot({ path: testInfo.outputPath('arabic-booking-phone-form.png'), fullPage: true });
      await testInfo.attach('arabic-booking-phone-form', { body: shot, contentType: 'image/png' });
    }

    // Sent: saved in Arabic, then WhatsApp with the Arabic message.
    const chat = context.waitForEvent('page');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/bookings' && r.method() === 'POST');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST');
    await submit(page);
    expect((await sent).postDataJSON()).toMatchObject({ serviceId, language: 'ar', bookingDate: day, bookingTime: '10:00' });
    const response = await answer;
    expect(response.status(), await response.text()).toBe(201);
    const id = ((await response.json()) as { id: number }).id;

    const popup = await chat;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(popup.url()).pathname).toBe(`/${business.whatsapp}`);
    const text = new URL(popup.url()).searchParams.get('text') ?? '';
    expect(text.split('\n')).toEqual([
      '🌿 طلب حجز جديد في المنتجع',
      '',
      `الاسم: ${who.name}`,
      `الهاتف: \u200e${who.phone}\u200e`,
      `العلاج: ${service.nameAr} (${service.name})`,
      `التاريخ: ${arabicDay(day)} (${day})`,
      'الوقت: 10:00 ص',
      'طلبات خاصة: ضغط خفيف من فضلك',
      `رقم الحجز: ${String(id)}`,
      `البريد الإلكتروني: \u200e${who.email}\u200e`,
      'المعالِج المفضّل: أي معالِج',
    ]);
    await popup.close();

    await expect(page.getByText('تم إرسال طلب الحجز!')).toBeVisible();
    await expect(page.getByLabel('الاسم الكامل')).toHaveValue('');
    await expectAccessible(page, 'after the Arabic booking');

    // The e-mail is Arabic, with the price as 'د.إ', the time as 'ص' and the Arabic manage link.
    await adminSession(page);
    const received = (await outboxMessage(page, id, 'request_received')).text;
    expect(received).toContain(`العلاج: ${service.nameAr}`);
    expect(received).toMatch(/السعر: .*320(\.00)?.* د\.إ/);
    expect(received).toContain('الوقت: من 10:00 ص إلى 11:00 ص');
    const match = /https?:\/\/[^\s]+(\/ar\/booking\/manage\/[A-Za-z0-9_-]{32})/.exec(received);
    expect(match, received).not.toBeNull();
    const link = match?.[1] ?? '';

    // The manage page, in Arabic.
    const managed = await page.goto(link);
    expect(managed?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'حجزك' })).toBeVisible();
    await expect(detail(page, 'treatment')).toContainText(service.nameAr);
    await expect(detail(page, 'date')).toHaveText(arabicDay(day));
    await expect(detail(page, 'time')).toHaveText('من 10:00 ص إلى 11:00 ص');
    await expect(detail(page, 'price')).toHaveText('320.00 د.إ');
    await expect(detail(page, 'status')).toHaveText('بانتظار التأكيد');
    await expect(page.getByRole('main').getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
    await expect(page.getByText('Your Booking')).toHaveCount(0);
    await expectAccessible(page, 'the Arabic manage page');

    // Moved to 2:00 م the next day.
    // On the booking page's calendar, in Arabic.
    await pickDate(page, next, { ...arabicPicker, button: /^التاريخ الجديد/, dialog: 'اختر التاريخ الجديد' });
    await expect(page.getByRole('button', { name: /^التاريخ الجديد/ })).toHaveText(arabicDay(next));
    const newTime = page.getByRole('combobox', { name: 'الوقت الجديد' });
    await expect(newTime.getByRole('option', { name: '2:00 م', exact: true })).toBeAttached();
    await newTime.selectOption('14:00');
    await page.getByRole('button', { name: 'انقل موعدي' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'نُقل موعدك' })).toHaveText(
      `نُقل موعدك إلى ${arabicDay(next)} الساعة 2:00 م.`,
    );
    await expect(detail(page, 'date')).toHaveText(arabicDay(next));
    await expect(detail(page, 'time')).toHaveText('من 2:00 م إلى 3:00 م');
    await expectAccessible(page, 'after the move, in Arabic');
    const changed = (await outboxMessage(page, id, 'changed')).text;
    expect(changed).toContain('الوقت: من 2:00 م إلى 3:00 م');
    // Each message carries a link of its own, the Arabic page's too.
    expect(changed).toMatch(/\/ar\/booking\/manage\/[A-Za-z0-9_-]{32}/);

    // Cancelled, after the question.
    await page.getByRole('button', { name: 'ألغِ حجزي' }).click();
    await expect(page.getByText('هل تريد إلغاء هذا الموعد؟')).toBeVisible();
    await page.getByRole('button', { name: 'نعم، ألغِ حجزي' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'إلغاء' })).toHaveText('تم إلغاء حجزك.');
    await expect(detail(page, 'status')).toHaveText('ملغى');
    await expect(detail(page, 'reason')).toHaveText('هذا الحجز ملغى.');
    await expect(page.getByRole('button', { name: 'انقل موعدي' })).toHaveCount(0);
    await expectAccessible(page, 'after the cancellation, in Arabic');

    // The booking keeps its language (the manage page's answer carries it).
    const booking = (await (await page.request.get(link.replace('/ar/booking/manage/', '/api/manage/'))).json()) as {
      language: string;
      status: string;
    };
    expect(booking).toMatchObject({ status: 'cancelled', language: 'ar' });
  });

  test('after the cut-off the Arabic page says so with the phone and WhatsApp, and a bad link is told in Arabic', async ({
    page,
    context,
  }) => {
    await fakeWhatsApp(context);
    // Tomorrow is always within the test servers' 72 hours; booked through the API as the Arabic page sends it.
    const response = await page.request.post('/api/bookings', {
      data: {
        serviceId,
        customerName: 'مريم',
        customerEmail: `mariam.ar.${test.info().project.name}.${String(Date.now())}@example.ae`,
        customerPhone: '+971 50 765 4321',
        bookingDate: addDays(dubaiToday(), 1),
        bookingTime: test.info().project.name.endsWith('phone') ? '13:00' : '16:00',
        specialRequests: '',
        language: 'ar',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const id = ((await response.json()) as { id: number }).id;
    await adminSession(page);
    const link = /(\/ar\/booking\/manage\/[A-Za-z0-9_-]{32})/.exec((await outboxMessage(page, id, 'request_received')).text)?.[1] ?? '';
    expect(link).not.toBe('');

    await page.goto(link);
    await expectLanguage(page, 'ar');
    const reason = detail(page, 'reason');
    await expect(reason).toHaveText(
      `يمكن تعديل الحجز أو إلغاؤه عبر الإنترنت حتى 72 ساعة قبل موعدك. يُرجى الاتصال بنا على ${business.phone} أو مراسلتنا عبر واتساب على +${business.whatsapp}.`,
    );
    await expect(reason.locator('bdi[dir="ltr"]').first()).toHaveText(business.phone);
    await expect(page.getByRole('button', { name: 'انقل موعدي' })).toHaveCount(0);
    await expectAccessible(page, 'after the cut-off, in Arabic');

    await page.goto('/ar/booking/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('alert')).toHaveText('هذا الرابط غير صالح أو انتهت صلاحيته. يُرجى التواصل مع المنتجع لتعديل حجزك.');
    await expectAccessible(page, 'with a bad link, in Arabic');
  });
});
