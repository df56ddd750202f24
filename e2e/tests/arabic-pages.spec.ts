import type { Page } from '@playwright/test';

import { business } from '../playwright.config';
import { escapeRegExp, expect, expectAccessible, expectLanguage, test } from './fixtures';

// The Arabic pages under /ar: the services with the manager's Arabic, the contact form, the Arabic 404. The demo
// services are seeded with their Arabic names (internal/seed/services.json).

test.describe.configure({ timeout: 90_000 });
// A visitor whose browser speaks Arabic: the page does not offer its English twin.
test.use({ locale: 'ar-AE' });

// The first screen of a page can take a while on a loaded machine.
const loading = expect.configure({ timeout: 20_000 });

interface ApiService {
  id: number;
  name: string;
  nameAr: string;
  price: string;
  isActive: boolean;
}

/** A price as an Arabic page shows it, always with its two decimals: '450.00 د.إ', '1,250.50 د.إ'. */
function arabicPrice(price: string): string {
  const [whole = '0', cents = '00'] = price.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${cents} د.إ`;
}

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test.describe('the Arabic services page', () => {
  test('shows every active service with its Arabic name and price, right to left', async ({ page, request }, testInfo) => {
    const services = (await (await request.get('/api/services')).json()) as ApiService[];
    const active = services.filter((s) => s.isActive);
    expect(active.length).toBeGreaterThan(0);
    // Each service is shown by its Arabic name, or, added without one (admin.spec adds one), by its English name
    // marked lang=en. That every demo service has its Arabic is internal/seed's TestArabicServices.
    expect(active.some((s) => s.nameAr !== '')).toBe(true);

    await page.goto('/ar/services');
    await expectLanguage(page, 'ar');
    await loading(page.getByRole('heading', { level: 1, name: 'علاجاتنا المميزة' })).toBeVisible();
    await expect(page).toHaveTitle(/^خدمات السبا وأسعارها في دبي/);
    for (const service of active) {
      const name = service.nameAr || service.name;
      const shown = card(page, name);
      await expect(shown).toContainText(arabicPrice(service.price));
      if (service.nameAr === '') await expect(shown.getByRole('heading', { level: 3 }).locator('span[lang="en"]')).toHaveText(service.name);
      // The name's second part is visually hidden (positioned), so the browser may part it with a space.
      await expect(shown.getByRole('link', { name: new RegExp(`^احجز الآن ?: ${escapeRegExp(name)}$`) })).toHaveAttribute(
        'href',
        `/ar/booking?service=${String(service.id)}`,
      );
    }
    for (const service of services.filter((s) => !s.isActive)) {
      await expect(card(page, service.nameAr || service.name)).toContainText('غير متاح');
    }
    await expect(page.getByText('Book Now', { exact: true })).toHaveCount(0);

    // Right to left: a card's heading starts at its right edge, and its length stands right of its price.
    const translated = active.find((s) => s.nameAr !== '');
    const first = card(page, translated?.nameAr ?? '');
    await first.scrollIntoViewIfNeeded();
    expect(await first.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const box = await first.boundingBox();
    const heading = await first.getByRole('heading', { level: 3 }).boundingBox();
    const price = await first.getByText(arabicPrice(translated?.price ?? '0')).boundingBox();
    const length = await first.locator('dd').first().boundingBox();
    if (!box || !heading || !price || !length) throw new Error('the card is not laid out');
    expect(Math.abs(box.x + box.width - (heading.x + heading.width))).toBeLessThan(40);
    expect(length.x).toBeGreaterThan(price.x);

    await expectAccessible(page, 'Arabic services');

    if (testInfo.project.name.endsWith('-phone')) {
      // What a phone shows, for the team to look at: the first screen and the whole page.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const firstScreen = await page.screenshot({ path: testInfo.outputPath('arabic-services-phone.png') });
      await testInfo.attach('arabic-services-phone', { body: firstScreen, contentType: 'image/png' });
      await first.scrollIntoViewIfNeeded();
      const cardShot = await page.screenshot({ path: testInfo.outputPath('arabic-services-phone-card.png') });
      await testInfo.attach('arabic-services-phone-card', { body: cardShot, contentType: 'image/png' });
      const whole = await page.screenshot({ path: testInfo.outputPath('arabic-services-phone-full.png'), fullPage: true });
      await testInfo.attach('arabic-services-phone-full', { body: whole, contentType: 'image/png' });
    }
  });

  test('without JavaScript, /ar/services is rendered in Arabic with every active service', async ({ browser, baseURL, request }) => {
    const services = (await (await request.get('/api/services')).json()) as ApiService[];
    const context = await browser.newContext({ baseURL: baseURL ?? '', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/ar/services');
      await expectLanguage(page, 'ar');
      for (const service of services.filter((s) => s.isActive)) {
        await expect(card(page, service.nameAr || service.name)).toContainText(arabicPrice(service.price));
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('the Arabic contact form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'أرسل لنا رسالة' });

  test('checks the fields in Arabic and sends', async ({ page }) => {
    await page.goto('/ar/contact');
    await expectLanguage(page, 'ar');
    await loading(form(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'يسعدنا تواصلك' })).toBeVisible();
    const phoneLink = page.getByRole('region', { name: 'بيانات التواصل' }).getByRole('link', { name: business.phone });
    await expect(phoneLink).toHaveAttribute('dir', 'ltr');
    await expect(form(page).getByLabel('البريد الإلكتروني *')).toHaveAttribute('dir', 'ltr');
    await expect(form(page).getByLabel('رقم الهاتف (اختياري)')).toHaveAttribute('dir', 'ltr');
    await expectAccessible(page, 'Arabic contact');

    await form(page).getByLabel('رقم الهاتف (اختياري)').fill('12345');
    await form(page).getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(form(page).getByLabel('الاسم الكامل *')).toHaveAccessibleDescription('يجب ألّا يقل الاسم عن حرفين.');
    await expect(form(page).getByLabel('البريد الإلكتروني *')).toHaveAccessibleDescription('يُرجى إدخال بريد إلكتروني صحيح.');
    await expect(form(page).getByLabel('رقم الهاتف (اختياري)')).toHaveAccessibleDescription('يُرجى إدخال رقم هاتف صحيح.');
    await expect(form(page).getByLabel('الرسالة *')).toHaveAccessibleDescription('يجب ألّا تقل الرسالة عن 10 أحرف.');
    await expect(form(page).getByLabel('الاسم الكامل *')).toBeFocused();
    await expectAccessible(page, 'Arabic contact with validation errors');

    const id = `${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}`;
    await form(page).getByLabel('الاسم الكامل *').fill(`ليلى ${id}`);
    await form(page).getByLabel('البريد الإلكتروني *').fill(`arabic-${id}@example.ae`);
    await form(page).getByLabel('رقم الهاتف (اختياري)').fill('+971 50 123 4567');
    await form(page).getByLabel('الرسالة *').fill('هل لديكم باقة للثنائي مساء يوم الجمعة؟');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form(page).getByRole('button', { name: 'إرسال الرسالة' }).click();
    expect((await answer).status()).toBe(201);
    await loading(page.getByText('أُرسلت رسالتك بنجاح!')).toBeVisible();
    await expect(page.getByText('شكرًا لتواصلك معنا. سنردّ عليك خلال 24 ساعة.')).toBeVisible();
    await expect(form(page).getByLabel('الاسم الكامل *')).toHaveValue('');
    await expectAccessible(page, 'Arabic contact sent');
  });
});

test.describe('the Arabic not-found page', () => {
  for (const path of ['/ar/no-such-page', '/ar/admin']) {
    test(`${path} is a 404 in Arabic`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectLanguage(page, 'ar');
      await loading(page.getByRole('heading', { level: 1, name: '404 الصفحة غير موجودة' })).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar');
      await expectAccessible(page, `Arabic 404 at ${path}`);
    });
  }
});
