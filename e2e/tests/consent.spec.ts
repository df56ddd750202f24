import type { BrowserContext, Page, Request } from '@playwright/test';

import { pixelBaseURL } from '../playwright.config';
import { expect, expectAccessible, test } from './fixtures';

// The consent notice, on the test server that has an ad tracker configured (playwright.config.ts: pixelBaseURL,
// DAYSPA_SNAP_PIXEL_ID set); the other servers run without one, and their specs must see no notice. Every request
// the browser makes is recorded; none leaves the machine: the tracker's script is answered by a tiny stand-in,
// anything else for another host is aborted.
test.use({ baseURL: pixelBaseURL });

const snapScript = 'https://sc-static.net/scevent.min.js';

async function recordRequests(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.request().url() === snapScript
        ? route.fulfill({ contentType: 'text/javascript', body: 'window.__snapScriptRan = true;' })
        : route.abort(),
  );
  return requests;
}

const thirdParty = (requests: Request[]) => requests.map((r) => r.url()).filter((url) => new URL(url).hostname !== '127.0.0.1');

/** Lets the page settle: the app's lazy code fetched, a tracker that would load has had its chance. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('consent before tracking', () => {
  // Each test waits for the network to go quiet several times (a tracker that would load has had its chance):
  // on a busy machine that takes longer than most specs' steps.
  test.describe.configure({ timeout: 180_000 });

  test('nothing third-party before an answer; Accept loads the tracker, remembered across a reload', async ({ page, context }) => {
    const requests = await recordRequests(context);
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Your privacy' });
    await expect(notice).toBeVisible();
    // The notice does not take focus from the page.
    expect(await notice.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    await expectAccessible(page, 'with the consent notice');
    await settle(page);
    expect(thirdParty(requests)).toEqual([]);

    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST');
    const trackerLoaded = page.waitForRequest(snapScript);
    await notice.getByRole('button', { name: 'Accept' }).click();
    expect((await recorded).status()).toBe(204);
    await trackerLoaded;
    await expect(notice).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __snapScriptRan?: boolean }).__snapScriptRan)).toBe(true);

    requests.length = 0;
    const loadedAgain = page.waitForRequest(snapScript);
    await page.reload();
    await loadedAgain;
    await settle(page);
    await expect(notice).toBeHidden();
    expect(thirdParty(requests)).toEqual([snapScript]);
  });

  test('after Reject the tracker never loads, across a reload and pages; the footer reopens the choice', async ({ page, context }) => {
    const requests = await recordRequests(context);
    await page.goto('/ar');
    const notice = page.getByRole('region', { name: 'خصوصيتك' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'قبول' })).toBeVisible();
    await expectAccessible(page, 'with the Arabic consent notice');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST');
    await notice.getByRole('button', { name: 'رفض' }).click();
    expect((await recorded).status()).toBe(204);
    await expect(notice).toBeHidden();

    await page.reload();
    await settle(page);
    await expect(notice).toBeHidden();
    await page.goto('/ar/booking');
    await settle(page);
    expect(thirdParty(requests)).toEqual([]);

    const choices = page.getByRole('button', { name: 'خيارات الخصوصية' });
    await choices.click();
    await expect(notice).toBeFocused();
    await notice.getByRole('button', { name: 'اختيار' }).click();
    await expect(notice.getByRole('checkbox', { name: 'الإعلانات' })).not.toBeChecked();
    await expectAccessible(page, 'with the Arabic consent choices');
    await notice.getByRole('button', { name: 'حفظ الاختيارات' }).click();
    await expect(choices).toBeFocused();
    await settle(page);
    expect(thirdParty(requests)).toEqual([]);
  });

  test("the notice leaves the booking form's button reachable", async ({ page, context }) => {
    await recordRequests(context);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/booking');
    const notice = page.getByRole('region', { name: 'Your privacy' });
    await expect(notice).toBeVisible();
    const submit = page.getByRole('button', { name: 'Send Booking Request' });
    await submit.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    // What is drawn at the button's centre is the button (or inside it), not the notice.
    expect(
      await submit.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && el.contains(top);
      }),
    ).toBe(true);
    // The page's very end scrolls clear above the notice too: nothing of the page is out of reach.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    const termsBox = await terms.boundingBox();
    const noticeBox = await notice.boundingBox();
    expect(termsBox && noticeBox && termsBox.y + termsBox.height <= noticeBox.y).toBe(true);
  });
});

// Every public page, in both languages, with a tracker configured and no answer given yet: each shows the notice,
// offers 'Privacy choices' in its footer and asks nothing of a third party; the three forms that may sign a guest up
// for offers (booking, contact, the blog's newsletter) show the marketing box, unticked, in the page's language.
const publicPaths = ['/', '/about', '/services', '/gallery', '/booking', '/contact', '/gift-cards', '/packages', '/blog', '/blog/a-couples-spa-day-in-dubai', '/privacy', '/terms', '/no-such-page'];
const marketingPaths = new Set(['/booking', '/contact', '/blog']);
const languages = [
  { prefix: '', notice: 'Your privacy', choices: 'Privacy choices', marketing: 'Send me offers and news by e-mail' },
  { prefix: '/ar', notice: 'خصوصيتك', choices: 'خيارات الخصوصية', marketing: 'أرسلوا إليّ العروض والأخبار بالبريد الإلكتروني' },
] as const;

test.describe('consent on every public page', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const lang of languages) {
    test(`every page ${lang.prefix || '/'}… asks first and loads nothing third-party`, async ({ page, context }) => {
      const requests = await recordRequests(context);
      for (const path of publicPaths) {
        const url = lang.prefix + (path === '/' && lang.prefix ? '' : path);
        await test.step(url, async () => {
          await page.goto(url);
          await expect(page.getByRole('region', { name: lang.notice }), url).toBeVisible();
          await expect(page.getByRole('contentinfo').getByRole('button', { name: lang.choices }), url).toBeVisible();
          if (marketingPaths.has(path)) {
            const box = page.getByRole('checkbox', { name: lang.marketing });
            await expect(box.first(), url).toBeVisible();
            await expect(box.first(), url).not.toBeChecked();
          }
          await settle(page);
          expect(thirdParty(requests), url).toEqual([]);
        });
      }
    });
  }
});
