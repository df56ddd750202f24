import type { BrowserContext, Page, Request } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

// The consent notice, with an ad tracker configured. The test servers run without a pixel id (the other specs
// must see no notice), so this spec makes each page what a server with one sends: its config block names a pixel
// id and its Content-Security-Policy allows the tracker's hosts, as the server does then. Every request the browser
// makes is recorded; none leaves the machine: the tracker's script is answered by a tiny stand-in, anything else
// for another host is aborted.

const snapScript = 'https://sc-static.net/scevent.min.js';

async function serveWithPixel(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.request().url() === snapScript
        ? route.fulfill({ contentType: 'text/javascript', body: 'window.__snapScriptRan = true;' })
        : route.abort(),
  );
  await context.route(
    (url) => url.hostname === '127.0.0.1' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/"snapPixelId":"[^"]*"/, '"snapPixelId":"e2e-pixel"');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '')
        .replace("script-src 'self'", "script-src 'self' https://sc-static.net")
        .replace("connect-src 'self'", "connect-src 'self' https://tr.snapchat.com")
        .replace("img-src 'self' data:", "img-src 'self' data: https://tr.snapchat.com");
      await route.fulfill({ status: response.status(), headers, body: html });
    },
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
    const requests = await serveWithPixel(context);
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
    const requests = await serveWithPixel(context);
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
    await serveWithPixel(context);
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
