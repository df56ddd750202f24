import type { Page, TestInfo } from '@playwright/test';

import { adminSession, expect, expectAccessible, outboxMessage, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// Nothing floats over content: on a phone or a tablet, in both languages, every text and control of a page can be
// read and reached clear of what stays fixed on the screen (the WhatsApp button, the offer of the page in the other
// language): scrolled to the middle of the screen (or as far as the page goes), none of it lies under them. The
// fixed navigation bar is the top of the screen, not something over it, and is left out.
//
// Each test books its own manage page: 28 days ahead on the desktop project, 29 on the phone (18 and 19 on a
// retry), one hour per language and width, days no other spec uses.

test.describe.configure({ timeout: 120_000 });

// The narrowest phone and a tablet in `make test`; the full run (E2E_FULL=1) adds 390 px, a common phone between them.
const widths: readonly number[] = process.env.E2E_FULL ? [360, 390, 768] : [360, 768];

/** Each text or control of the page that lies under a fixed element once scrolled to the middle of the screen. */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && e.checkVisibility({ visibilityProperty: true });
    };
    const floating = [...document.body.querySelectorAll('*')].filter(
      (e) => getComputedStyle(e).position === 'fixed' && !e.closest('header') && shown(e),
    );
    const content = [...document.body.querySelectorAll('*')].filter((e) => {
      if (floating.some((f) => f.contains(e)) || e.closest('header')) return false;
      const control = e.matches('a[href], button, input, select, textarea, [role="button"], [tabindex="0"]');
      const text = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      return (control || text) && shown(e);
    });
    const describe = (e: Element) => {
      const label = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `${e.localName}${e.id ? `#${e.id}` : ''} “${label}”`;
    };
    const covered: string[] = [];
    for (const e of content) {
      e.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const r = e.getBoundingClientRect();
      for (const f of floating) {
        const o = f.getBoundingClientRect();
        const across = Math.min(r.right, o.right) - Math.max(r.left, o.left);
        const down = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
        if (across > 1 && down > 1) covered.push(`${describe(e)} under ${describe(f)}`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return covered;
  });
}

/** The page once the app runs, its entrances done and its offer of the other language shown. */
async function settle(page: Page, offer: string): Promise<void> {
  await expect(page.getByRole('complementary', { name: offer })).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * A pending booking's manage link (its path), read from the 'request received' message in the outbox. The other
 * specs book into the same database, and the demo's own bookings fill some hours: a full hour moves to the next day.
 */
async function manageLink(page: Page, testInfo: TestInfo, hour: number): Promise<string> {
  const phone = testInfo.project.name.endsWith('-phone');
  const first = (testInfo.retry > 0 ? 18 : 28) + (phone ? 1 : 0);
  let id = 0;
  for (let day = first; id === 0 && day < first + 8; day += 2) {
    const response = await page.request.post('/api/bookings', {
      data: {
        serviceId: 7,
        customerName: 'Layla Guest',
        customerEmail: `layla.${testInfo.project.name}.${String(Date.now())}@example.ae`,
        customerPhone: '+971 50 765 4321',
        bookingDate: addDays(dubaiToday(), day),
        bookingTime: `${String(hour).padStart(2, '0')}:00`,
        specialRequests: '',
      },
    });
    if (response.status() === 201) id = ((await response.json()) as { id: number }).id;
    else expect(response.status(), await response.text()).toBe(409); // a full hour: another day
  }
  if (id === 0) throw new Error(`no free ${String(hour)}:00 in four days`);
  await adminSession(page);
  const { text } = await outboxMessage(page, id, 'request_received');
  const path = /(\/booking\/manage\/[A-Za-z0-9_-]{32})/.exec(text)?.[1];
  if (!path) throw new Error(`no manage link in ${text}`);
  return path;
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'ar' ? '/ar' : '';
  const offer = lang === 'ar' ? 'This page in English' : 'هذه الصفحة بالعربية';

  test.describe(lang === 'ar' ? 'in Arabic' : 'in English', () => {
    // A browser preferring the other language is offered it: both fixed elements are on the screen.
    test.use({ locale: lang === 'ar' ? 'en-US' : 'ar-AE' });

    widths.forEach((width, index) => {
      test(`nothing covers the content at ${String(width)} px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: width < 700 ? 740 : 1024 });
        const manage = await manageLink(page, testInfo, 10 + index + (lang === 'ar' ? 3 : 0));
        for (const path of [prefix || '/', `${prefix}/services`, `${prefix}${manage}`]) {
          await page.goto(path);
          await settle(page, offer);
          if (path.includes('/manage/')) await expect(page.getByLabel(lang === 'ar' ? 'التاريخ الجديد' : 'New date')).toBeVisible();
          expect.soft(await coveredContent(page), `${path} at ${String(width)} px`).toEqual([]);
        }
        await expectAccessible(page, `manage page at ${String(width)} px`);
      });
    });
  });
}
