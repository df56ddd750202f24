import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { adminPassword, ownerEmail } from '../playwright.config';

/**
 * Fails the test with a readable list when axe-core finds a WCAG 2.2 A/AA violation. It first waits for
 * entrance animations and transitions to end: service cards fade in one after another (0.1 s apart)
 * and toasts slide in, and half-transparent text fails contrast mid-way. Endless animations (spinners)
 * are not waited for. `exclude` leaves parts out (CSS selectors): a frame sandboxed without scripts, which axe
 * cannot run in (check its document on a page of its own).
 */
export async function expectAccessible(page: Page, context = '', exclude: string[] = []): Promise<void> {
  const settled = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
  const scan = async () => {
    await settled();
    // A page without frames is scanned in legacy mode, in the page itself: the default opens a blank page of its
    // own per scan to gather the frames' results, about a second of every scan on this 2-core machine
    // (2026-11-29, a trivial rule on /booking: 1.2-2.0 s legacy, 2.4-3.5 s default). Legacy mode does not
    // reach into frames, so a page with one keeps the default.
    const builder = new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .setLegacyMode(page.frames().length === 1);
    for (const selector of exclude) builder.exclude(selector);
    return builder.analyze();
  };
  let results = await scan();
  // A toast whose time ran out fades away while axe reads the page, and half-transparent text fails contrast:
  // contrast failures alone are read again once that animation has ended. A lasting failure fails both times.
  if (results.violations.length > 0 && results.violations.every((v) => v.id === 'color-contrast')) results = await scan();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations ${context} on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has taken over the page. A public page arrives prerendered and the app starts only
 * after the first paint (web/src/main.tsx): a button clicked before that does nothing yet. React marks
 * its root container when it starts; from then on it replays a click on a part it is still adopting.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/**
 * The test object of every spec. Its page's goto and reload return once the app has started, as a
 * visitor's first tap would come after it. It fails on any uncaught page error and on any
 * Content-Security-Policy violation, even one a script caught (the browser reports those too, and they
 * mean our policy and our code disagree).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.exposeFunction('__reportCspViolation', (report: string) => errors.push(report));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation: (r: string) => void }).__reportCspViolation;
          report(`CSP ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      await use(errors);
      expect(errors, 'uncaught errors or CSP violations in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in on /admin/login with the test server's admin password and waits for the dashboard. */
/**
 * Waits until React has adopted `locator`'s element. A server-rendered page shows its buttons before the app
 * has hydrated them, and a key pressed on one then does nothing: a test that types at once is flaky on a busy
 * machine. React marks each element it owns with a `__reactFiber$…` property.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => isAdopted(locator), { message: 'React has hydrated the element' }).toBe(true);
}

/** Whether React has adopted `locator`'s element yet (see hydrated). */
export function isAdopted(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/** The page's document says it is in `lang`, written in its direction (Arabic right to left). */
export async function expectLanguage(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/**
 * The header's language switch, named in the other language ('English' on an Arabic page, 'العربية' on an
 * English one): in the bar on a desktop, in the menu on a phone.
 */
export async function languageSwitch(page: Page, name: string, isMobile: boolean) {
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: /^(Main menu|القائمة)$/ }).click();
  return page.getByRole('banner').getByRole('link', { name, exact: true }).locator('visible=true');
}

/** The text as a regular expression matching it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** WhatsApp is on the internet; the tests answer for it. */
export async function fakeWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>WhatsApp</p>' }),
  );
}

/** Signs the page's request context in as the owner (the page shares its cookies). */
export async function adminSession(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: { email: ownerEmail, password: adminPassword } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The booking's `kind` message ('request_received', 'changed', …) as the dashboard's outbox previews it (the test
 * servers send no mail), with its note; needs adminSession.
 */
export async function outboxMessage(page: Page, bookingId: number, kind: string): Promise<{ note: string; text: string }> {
  const list = (await (await page.request.get('/api/admin/outbox?limit=100')).json()) as {
    id: number;
    bookingId: number;
    kind: string;
    note: string;
  }[];
  const message = list.find((m) => m.bookingId === bookingId && m.kind === kind);
  expect(message, `${kind} of booking ${String(bookingId)}`).toBeDefined();
  const preview = (await (await page.request.get(`/api/admin/outbox/${String(message?.id ?? 0)}`)).json()) as {
    preview: { text: string };
  };
  return { note: message?.note ?? '', text: preview.preview.text };
}

/**
 * The dashboard's link to a place by its name ('Blog', /^Bookings/), as the person sees it: in the side
 * navigation on a desk; on a phone in the bottom bar, or, for the other places, in its More menu (opened here).
 */
export async function placeLink(page: Page, name: string | RegExp): Promise<Locator> {
  const side = page.getByRole('navigation', { name: 'Dashboard', exact: true });
  const bar = page.getByRole('navigation', { name: 'Dashboard shortcuts' });
  // The dashboard may still be checking access (after a reload): wait for its navigation before choosing.
  await expect(side.or(bar)).toBeVisible();
  if (await side.isVisible()) return side.getByRole('link', { name });
  const inBar = bar.getByRole('link', { name });
  if ((await inBar.count()) > 0) return inBar;
  await bar.getByRole('button', { name: 'More' }).click();
  return bar.getByRole('menuitem', { name });
}

/** Opens a place of the dashboard from its navigation (see placeLink). */
export async function openPlace(page: Page, name: string | RegExp): Promise<void> {
  await (await placeLink(page, name)).click();
}

/** The dashboard's <main> while it shows the place named `name` ('Calendar', 'Sent e-mails'), on a desk or a phone. */
export function placeShown(page: Page, name: string): Locator {
  return page.getByRole('main', { name, exact: true });
}

/** A staff account's sign-in: its e-mail and password. */
export type Credentials = { email: string; password: string };

const owner: Credentials = { email: ownerEmail, password: adminPassword };

/** Fills /admin/login with an account's e-mail and password and submits it: what follows is the caller's to wait for. */
export async function submitLogin(page: Page, account: Credentials = owner): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

/** Signs in on /admin/login (the owner, unless another account is given) and waits for the dashboard's Bookings. */
export async function logIn(page: Page, account: Credentials = owner): Promise<void> {
  await submitLogin(page, account);
  await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/**
 * Sums the page's layout shifts not caused by input (Cumulative Layout Shift, without session windows)
 * from its first paint on; read the sum with layoutShiftSoFar. Call before page.goto.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const totals = window as unknown as { layoutShift: number };
    totals.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) totals.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since watchLayoutShift, once running entrance animations have ended. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  // Entrances (a fade and a rise: no layout moves) end before the sum is read.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/**
 * Waits until the server has put the demo gallery and team through its picture pipeline: it does so in
 * the background of its first start, a few seconds after it is ready.
 */
export async function demoMediaReady(request: APIRequestContext): Promise<void> {
  const count = async (path: string) => ((await (await request.get(path)).json()) as unknown[]).length;
  await expect.poll(() => count('/api/gallery'), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
  await expect.poll(() => count('/api/team'), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
}

/**
 * Runs fn while holding the gallery of the server at baseURL to itself: the phone and desktop projects share
 * one server, and a test that adds and moves pictures would otherwise change what another one counts. A
 * directory is the lock (mkdir is atomic); one left by a run that died is taken after two minutes.
 */
export async function withGalleryLock<T>(baseURL: string | undefined, fn: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `dayspa-e2e-gallery-${new URL(baseURL ?? 'http://x').port}.lock`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new Error(`gallery lock ${lock} not released`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The test for a spec that reads or changes the gallery or the team's cards: each of its tests starts once the
 * demo pictures are in, and has the gallery to itself (withGalleryLock) from start to end. Waiting for the lock
 * is not the test's time: the manager's gallery test holds it for a while.
 */
export const mediaTest = test.extend<{ galleryLock: undefined }>({
  galleryLock: [
    async ({ baseURL, request }, use) => {
      await demoMediaReady(request);
      await withGalleryLock(baseURL, () => use(undefined));
    },
    { auto: true, timeout: 300_000 },
  ],
});
