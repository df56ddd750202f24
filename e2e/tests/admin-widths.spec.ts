import type { Page } from '@playwright/test';

import { adminSession, expect, expectAccessible, test } from './fixtures';

// The back office's width proof: every place of the dashboard at a phone's and a desk's width (and, with
// E2E_FULL=1, at the common widths between) lays out without sideways page scroll and passes axe. A table too
// wide for a phone must become cards or scroll inside its own box, never push the page wider than the screen.
// It sets its own widths on one page, so it runs once, on SQLite's desktop project (playwright.config.ts).
// The places are every place the owner has (the web's dashboardTabs but a therapist's own day and earnings, which
// an owner's account without a therapist record does not show): a new place is added here too.

const places = [
  'today',
  'calendar',
  'bookings',
  'customers',
  'messages',
  'services',
  'team',
  'hours',
  'blog',
  'gallery',
  'team-page',
  'reviews',
  'income',
  'expenses',
  'deposits',
  'gift-cards',
  'invoices',
  'reports',
  'outbox',
  'staff',
  'activity',
  'account',
] as const;

const widths = process.env.E2E_FULL ? [360, 390, 768, 1024, 1440] : [360, 1440];

/**
 * Opens a place the way the app's own links do (the dashboard is already loaded): a new URL, no reload. False
 * when the dashboard does not show that place (its tab selected or, in a side navigation, its link the current page;
 * Bookings' link may be plain /admin, the dashboard's default place).
 */
async function openPlace(page: Page, place: string): Promise<boolean> {
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin?tab=${place}`);
  const links = [`a[aria-current="page"][href$="tab=${place}"]`, ...(place === 'bookings' ? ['a[aria-current="page"][href="/admin"]'] : [])];
  const shown = page.locator([`[role="tab"][aria-selected="true"][id$="-trigger-${place}"]`, ...links].join(', '));
  try {
    await shown.first().waitFor({ timeout: 5_000 });
  } catch {
    return false;
  }
  // The place has read its data: no loading spinner is left.
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  return true;
}

/** How far the page reaches past the viewport's right edge, in CSS pixels (0 = no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - window.innerWidth;
  });

// A test per width, run side by side: one test over every width took over four minutes of a single worker at the end
// of the run while the other had nothing left.
test.describe.configure({ mode: 'parallel' });

for (const width of widths) {
  test(`every admin place fits ${String(width)} px without sideways scroll, accessibly`, async ({ page }) => {
    // 15 s a place: axe over the Income place's charts and tables took most of 8 on a loaded machine.
    test.setTimeout(30_000 + places.length * 15_000);
    await adminSession(page);
    await page.goto('/admin');
    await expect(page.locator('.animate-spin')).toHaveCount(0);
    // Every place is checked, and every failure listed together: one does not hide another.
    const failures: string[] = [];
    for (const place of places) {
      await test.step(place, async () => {
        // A place is opened at a desk's width, where every place's link is on screen, then looked at in this one.
        await page.setViewportSize({ width: 1440, height: 900 });
        if (!(await openPlace(page, place))) {
          failures.push(`${place}: not a place of the dashboard (?tab=${place} shows another)`);
          return;
        }
        await page.setViewportSize({ width, height: 900 });
        await expect(page.locator('.animate-spin')).toHaveCount(0);
        const wider = await overflow(page);
        if (wider > 0) failures.push(`${place} at ${String(width)} px: the page scrolls sideways by ${String(wider)} px`);
        try {
          await expectAccessible(page, `${place} at ${String(width)} px`);
        } catch (error) {
          failures.push(`${place} at ${String(width)} px: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    expect(failures, 'admin places').toEqual([]);
  });
}
