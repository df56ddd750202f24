import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

// The footer's 'Our Services' names the menu's first six active services, in the page's language, each leading to
// its card on the Services page: in the HTML the server sends (no JavaScript needed) and once the app runs.

test.describe.configure({ timeout: 90_000 });

interface ApiService {
  id: number;
  name: string;
  nameAr: string;
  isActive: boolean;
}

/** The first six active services as the footer of a page in `lang` names and links them. */
async function expectedLinks(request: APIRequestContext, lang: 'en' | 'ar') {
  const services = (await (await request.get('/api/services')).json()) as ApiService[];
  return services
    .filter((s) => s.isActive)
    .slice(0, 6)
    .map((s) => ({
      name: lang === 'ar' && s.nameAr !== '' ? s.nameAr : s.name,
      href: `${lang === 'ar' ? '/ar' : ''}/services#service-${String(s.id)}`,
    }));
}

/** The footer's links of its 'Our Services' column. */
function footerServiceLinks(page: Page, heading: string) {
  return page.getByRole('contentinfo').getByRole('heading', { name: heading, exact: true }).locator('xpath=..').getByRole('link');
}

/** The element's top is in view below the fixed navigation bar, not under it, once it has risen into place. */
async function expectBelowTheBar(page: Page, element: Locator) {
  await element.evaluate((e) => Promise.all(e.getAnimations().map((a) => a.finished)));
  const bar = await page.getByRole('banner').boundingBox();
  const box = await element.boundingBox();
  if (!bar || !box) throw new Error('not laid out');
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
}

for (const lang of ['en', 'ar'] as const) {
  const heading = lang === 'ar' ? 'علاجاتنا' : 'Our Services';
  const prefix = lang === 'ar' ? '/ar' : '';

  test(`the footer names the first active services in ${lang === 'ar' ? 'Arabic' : 'English'}, in the server's HTML`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const want = await expectedLinks(request, lang);
    expect(want).toHaveLength(6);
    const context = await browser.newContext({ baseURL: baseURL ?? '', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of [`${prefix}/contact`, `${prefix}/privacy`, lang === 'ar' ? '/ar' : '/', `${prefix}/booking`]) {
        await page.goto(path);
        const links = footerServiceLinks(page, heading);
        await expect(links).toHaveText(want.map((w) => w.name));
        expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(want.map((w) => w.href));
      }
    } finally {
      await context.close();
    }
  });

  test(`a footer service in ${lang === 'ar' ? 'Arabic' : 'English'} leads to its card on the Services page`, async ({ page, request }) => {
    const want = await expectedLinks(request, lang);
    await page.goto(`${prefix}/about`);
    const links = footerServiceLinks(page, heading);
    await expect(links).toHaveText(want.map((w) => w.name));
    // The fifth: far down the Services page, in another category than the first.
    const target = want[4];
    if (!target) throw new Error('fewer than five services');
    await links.nth(4).click();
    await expect(page).toHaveURL(new RegExp(`${target.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const card = page.locator(`article#${target.href.split('#')[1] ?? ''}`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(target.name);
    await expect(card).toBeInViewport();
    await expectBelowTheBar(page, card);
    await expectAccessible(page, `services page at ${target.href}`);

    // Opened directly (a shared link): the browser goes to the card.
    await page.goto(target.href);
    await expect(card).toBeInViewport();
    await expectBelowTheBar(page, card);
  });
}
