import type { Page, TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { bookThroughForm, type Guest } from './booking-form';
import { adminSession, expect, expectAccessible, hydrated, outboxMessage, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// Privacy a guest can see and use (issue 36): the guest books through the public form, opens the manage link of
// their e-mail (read from the dashboard's outbox: the test servers send no mail), downloads everything the spa
// holds about them, then asks to be forgotten; and the privacy page's "Your data" form, in both languages, with
// axe. The privacy routes (GET /api/manage/{token}/data, POST …/forget, POST /api/privacy/request,
// GET /api/privacy/{token}) are the server's.
// Each project books its own day, 22–23 days ahead, at 5:00 PM.

const service = { name: 'Swedish Relaxation Massage' };

const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now()}`;

const guest = (testInfo: TestInfo): Guest => ({
  name: 'Layla Private',
  email: `layla.${unique(testInfo)}@example.ae`,
  phone: '+971 50 765 4321',
});

/** The manage link of the booking's 'request received' e-mail, from the dashboard's outbox preview. */
async function manageLink(page: Page, bookingId: number): Promise<string> {
  const message = await outboxMessage(page, bookingId, 'request_received');
  const match = /https?:\/\/[^\s]+(\/booking\/manage\/[A-Za-z0-9_-]{32})/.exec(message.text);
  expect(match, message.text).not.toBeNull();
  return match?.[1] ?? '';
}

/** The privacy page's form: its words in each language. */
const formWords = {
  en: {
    path: '/privacy',
    title: 'Privacy Policy',
    section: 'Your data',
    email: 'Your e-mail address',
    submit: 'Send me the link',
    sent: 'If we hold anything for this address, we have sent a link to it. It works for 24 hours.',
    expired: 'This link no longer works',
    again: 'Ask for a new link',
  },
  ar: {
    path: '/ar/privacy',
    title: 'سياسة الخصوصية',
    section: 'بياناتك',
    email: 'بريدك الإلكتروني',
    submit: 'أرسلوا إليّ الرابط',
    sent: 'إذا كنّا نحتفظ بأي بيانات مرتبطة بهذا العنوان، فقد أرسلنا إليه رابطًا صالحًا لمدة 24 ساعة.',
    expired: 'لم يعد هذا الرابط صالحًا',
    again: 'اطلب رابطًا جديدًا',
  },
} as const;

test.describe('privacy', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest downloads what the spa holds about them from the manage link, then is forgotten', async ({ page }, testInfo) => {
    const day = addDays(dubaiToday(), testInfo.project.name.endsWith('phone') ? 23 : 22);
    const who = guest(testInfo);
    const id = await bookThroughForm(page, { serviceName: service.name, date: day, time: '5:00 PM', guest: who });
    await adminSession(page);
    const link = await manageLink(page, id);

    await page.goto(link);
    const yourData = page.getByRole('region', { name: 'Your data', exact: true });
    await expect(yourData).toBeVisible();
    await expectAccessible(page, 'the manage page with Your data');

    // Take: the export is the JSON of everything held, this booking among it.
    const downloading = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      email: string;
      customer: { name: string } | null;
      bookings: { id: number; bookingDate: string; status: string }[];
    };
    expect(exported.email).toBe(who.email);
    expect(exported.customer?.name).toBe(who.name);
    expect(exported.bookings.map((b) => [b.id, b.bookingDate])).toContainEqual([id, day]);

    // Erase: the dialog says what will happen; Keep my data changes nothing.
    const forgetMe = yourData.getByRole('button', { name: 'Forget me' });
    await forgetMe.click();
    const dialog = page.getByRole('alertdialog', { name: 'Forget you?' });
    await expect(dialog).toContainText('Your future bookings are cancelled');
    await expect(dialog).toContainText('five years');
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog.getByRole('button', { name: 'Keep my data' })).toBeFocused();
    await expectAccessible(page, 'the forget dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(forgetMe).toBeFocused();

    await forgetMe.click();
    await dialog.getByRole('button', { name: 'Yes, forget me' }).click();
    const result = yourData.getByRole('status');
    await expect(result).toContainText('We have forgotten you.');
    await expect(result).toContainText('We cancelled 1 future booking and e-mailed you about it.');
    await expect(result).toBeFocused();
    await expectAccessible(page, 'after forgetting');

    // The guest is told of the cancellation, and nothing about them is left to download.
    await outboxMessage(page, id, 'cancelled');
    const after = await page.request.get(`/api${link.replace('/booking', '')}/data`);
    expect(after.status()).toBe(404);
  });

  for (const lang of ['en', 'ar'] as const) {
    const words = formWords[lang];

    test(`the privacy policy and its Your data form, ${lang}`, async ({ page }, testInfo) => {
      await page.goto(words.path);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      const section = page.getByRole('region', { name: words.section, exact: true });
      await expect(section).toBeVisible();
      await expectAccessible(page, `the privacy page, ${lang}`);

      // The same answer whether or not the spa knows the address.
      for (const email of [`nobody.${unique(testInfo)}@example.ae`, `someone.${unique(testInfo)}@example.ae`]) {
        await page.reload();
        const field = section.getByRole('textbox', { name: words.email });
        // The page arrives prerendered: what is typed before React adopts the field is lost.
        await hydrated(field);
        await field.fill(email);
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/privacy/request');
        await section.getByRole('button', { name: words.submit }).click();
        expect((await answer).status()).toBe(202);
        await expect(section.getByText(words.sent)).toBeVisible();
      }
      await expectAccessible(page, `the Your data form's answer, ${lang}`);
    });

    test(`an unknown or expired data link says so and leads back to the form, ${lang}`, async ({ page }) => {
      const prefix = lang === 'ar' ? '/ar' : '';
      const response = await page.goto(`${prefix}/your-data/${'x'.repeat(32)}`);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { name: words.expired })).toBeVisible();
      await expectAccessible(page, `an expired data link, ${lang}`);
      await page.getByRole('link', { name: words.again }).click();
      await expect(page).toHaveURL(new RegExp(`${words.path}#your-data$`));
      await expect(page.getByRole('region', { name: words.section, exact: true }).getByRole('textbox', { name: words.email })).toBeVisible();
    });
  }

  test('the data pages are not in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/your-data');
  });
});
