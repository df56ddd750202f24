import type { APIRequestContext, Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

// Text in the other language's script keeps its own direction and language, on every public page in both languages:
// Latin letters on an Arabic page (a guest's review, a name, the spa's details as configured, an untranslated
// service), Arabic letters on an English page. Without its own direction, an English review inside a right-to-left
// block ends with its full stop at the wrong side ('.Sarah M'); without its own language, a screen reader reads it
// in the page's voice. Checked in the HTML the server sends (no JavaScript) and once the app has adopted the page.
//
// A text node counts when it has letters of the other script and none of the page's: a sentence of the page's
// language that names something in the other script is the page's own text (its name is a part on its own when it
// comes from data: the components isolate it). It passes when an element between it and its block (the block
// included) has `dir` or is a <bdi>, or the element that gives it its language gives it a direction too (a region in
// the other language, such as the offer of the page in English), and the closest `lang` around it is not the page's.

test.describe.configure({ timeout: 90_000 });

const englishPages = ['/', '/about', '/services', '/gallery', '/booking', '/contact', '/gift-cards', '/packages', '/blog', '/privacy', '/terms', 'a post'];
// The adopted page, scrolled whole and checked with axe, takes about 12 s a page on the phone. `make test` checks it
// on the pages whose data mixes the scripts most (the services' names, the reviews, a guest's form, a post's text)
// and every page's first HTML; `make test-e2e-full` (E2E_FULL=1) checks every page adopted too.
const adoptedInShortRun = ['/', '/services', '/booking', 'a post'];
const checkAdopted = (englishPage: string) => Boolean(process.env.E2E_FULL) || adoptedInShortRun.includes(englishPage);

/** The first live post's slug in `lang`, for its article's page. */
async function firstPostSlug(request: APIRequestContext, lang: 'en' | 'ar'): Promise<string> {
  const response = await request.get(lang === 'ar' ? '/api/blog?lang=ar&summary=true' : '/api/blog?summary=true');
  const posts = (await response.json()) as { slug: string }[];
  const slug = posts[0]?.slug;
  if (!slug) throw new Error(`no ${lang} post`);
  return slug;
}

/** Each text in the other script that lacks its direction or its language, as 'where: text'. */
function unmarkedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const other = pageLang === 'ar' ? /\p{Script=Latin}/u : /\p{Script=Arabic}/u;
    const own = pageLang === 'ar' ? /\p{Script=Arabic}/u : /\p{Script=Latin}/u;
    const where = (element: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = element; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        parts.unshift(e.id ? `${e.localName}#${e.id}` : e.localName);
      }
      return parts.join(' > ');
    };
    const hasDirection = (element: Element) => {
      // A part of the page in another language altogether (the offer of the English page) says both on its region.
      const region = element.closest('[lang]');
      if (region && region !== document.documentElement && region.hasAttribute('dir')) return true;
      for (let e: Element | null = element; e && e !== document.documentElement; e = e.parentElement) {
        if (e.hasAttribute('dir') || e.localName === 'bdi') return true;
        const display = getComputedStyle(e).display;
        if (!display.startsWith('inline') && display !== 'contents') return false; // its block: no further
      }
      return false;
    };
    const failures: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !other.test(text) || own.test(text)) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      if (parent.getClientRects().length === 0) continue; // not drawn (display: none, a closed <select>'s options)
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      const missing = [
        hasDirection(parent) ? '' : 'direction',
        lang === '' || lang === pageLang || lang.startsWith(`${pageLang}-`) ? 'lang' : '',
      ].filter(Boolean);
      if (missing.length > 0) failures.push(`${where(parent)} (no ${missing.join(', no ')}): ${text.trim().slice(0, 60)}`);
    }
    return failures;
  });
}

/** Scrolls down the page a screen at a time, so every section is adopted and its data shown, then back up. */
async function readWhole(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // networkidle was reached at the load already, so it does not wait for what the scroll started:
  // wait instead until no entrance animation has run for 300 ms (a booking page's service cards can
  // start fading in after the scroll, and half-transparent text fails axe's contrast check).
  await page.waitForFunction(
    () => {
      const w = window as unknown as { calmSince?: number };
      const busy = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (busy || w.calmSince === undefined) {
        w.calmSince = busy ? undefined : performance.now();
        return false;
      }
      return performance.now() - w.calmSince >= 300;
    },
    undefined,
    { polling: 50 },
  );
}

for (const lang of ['en', 'ar'] as const) {
  for (const englishPage of englishPages) {
    const name = lang === 'ar' && englishPage !== 'a post' ? `/ar${englishPage === '/' ? '' : englishPage}` : englishPage;
    test(`text in the other script has its direction and language on ${lang === 'ar' && name === 'a post' ? 'an Arabic post' : name}`, async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const path =
        name === 'a post' ? `${lang === 'ar' ? '/ar' : ''}/blog/${encodeURIComponent(await firstPostSlug(request, lang))}` : name;

      // The HTML the server sends, before any script runs.
      const context = await browser.newContext({ baseURL: baseURL ?? '', javaScriptEnabled: false });
      try {
        const served = await context.newPage();
        await served.goto(path);
        await expect(served.locator('html')).toHaveAttribute('lang', lang);
        // Soft: the hydrated page and axe are checked all the same, so one run names every failure.
        expect.soft(await unmarkedText(served), `server HTML of ${path}`).toEqual([]);
      } finally {
        await context.close();
      }

      // The page the app has adopted, with everything it loads.
      if (!checkAdopted(englishPage)) return;
      await page.goto(path);
      await readWhole(page);
      expect.soft(await unmarkedText(page), `hydrated ${path}`).toEqual([]);
      await expectAccessible(page, `hydrated ${path}`);
    });
  }
}
