import type { Page } from '@playwright/test';

import { expect, expectAccessible, logIn, mediaTest as test } from './fixtures';

// Every test of this file has the gallery to itself, once the demo pictures are in (mediaTest).

const pictures = (page: Page) => page.getByRole('region', { name: 'Pictures' }).getByRole('listitem').getByRole('button');

// axe-core over these long pages takes a while on a busy machine, and a test may wait for the other
// project's to give the gallery back (galleryLock): one at a time, in order.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.describe('gallery page', () => {
  test('shows six captioned pictures, the feature band and the call to action', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Sanctuary' })).toBeVisible();
    await expect(pictures(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const feature of ['Luxurious Interiors', 'State-of-the-Art Equipment', 'Natural Elements']) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Book Your Visit' })).toHaveAttribute('href', '/booking');
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the filter changes the grid', async ({ page }) => {
    await page.goto('/gallery');
    await expect(pictures(page)).toHaveCount(6);
    for (const category of ['Our Therapists', 'Treatment Rooms', 'Wellness Areas']) {
      await page.getByRole('button', { name: category, exact: true }).click();
      await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
      const shown = pictures(page);
      await expect(shown).not.toHaveCount(0);
      await expect(shown).not.toHaveCount(6);
      for (const text of await shown.allTextContents()) expect(text.startsWith(category)).toBe(true);
    }
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(pictures(page)).toHaveCount(6);
    await expectAccessible(page, 'gallery filtered');
  });

  test('the lightbox opens by click, steps and wraps through the whole list, and closes with Escape', async ({ page }) => {
    await page.goto('/gallery');
    await expect(pictures(page)).toHaveCount(6);
    const all = await pictures(page).allTextContents();
    const dialog = page.getByRole('dialog');

    // Open the last picture of the whole list from a filtered grid.
    const lastCategory = ['Our Therapists', 'Treatment Rooms', 'Wellness Areas'].find((c) => all[5]?.startsWith(c)) ?? '';
    await page.getByRole('button', { name: lastCategory, exact: true }).click();
    const opener = pictures(page).last();
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('6 / 6')).toBeVisible();
    await expectAccessible(page, 'gallery lightbox open');

    // Next from the last wraps to the first of the WHOLE list, not of the filtered grid.
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText('1 / 6')).toBeVisible();
    expect(all[0]).toContain(await dialog.getByRole('heading').textContent());
    // Previous from the first wraps to the last.
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog.getByText('6 / 6')).toBeVisible();

    // Arrow keys.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('1 / 6')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('2 / 6')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('6 / 6')).toBeVisible();

    // Focus stays inside while open.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the lightbox opens with Enter and its close button returns focus to the picture', async ({ page }) => {
    await page.goto('/gallery');
    const second = pictures(page).nth(1);
    const caption = (await second.textContent()) ?? '';
    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('2 / 6')).toBeVisible();
    // The dialog is named by the picture's description.
    await expect(dialog).toHaveAccessibleName(caption.replace(/^(Our Therapists|Treatment Rooms|Wellness Areas)/, ''));
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /^\/pictures\/[0-9a-f]{32}\.(webp|jpg)$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });
});

/** A photo-like JPEG the browser paints: a gradient with a sun, w×h. */
async function makeJpeg(page: Page, w: number, h: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      const sky = ctx.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#20304a');
      sky.addColorStop(1, '#d9a066');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#f4e3b5';
      ctx.beginPath();
      ctx.arc(width * 0.7, height * 0.6, height / 6, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob | null>((resolve) => {
        canvas.toBlob(resolve, 'image/jpeg', 0.9);
      });
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    [w, h] as const,
  );
  return Buffer.from(base64, 'base64');
}

test.describe('the manager runs the gallery', () => {
  test('uploads a picture with alt text, moves it first by keyboard, the visitor sees it first (with and without JavaScript), then deletes it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const alt = `Sunset over the spa terrace (${testInfo.project.name})`;
    await logIn(page);
    await page.goto('/admin?tab=gallery');
    const list = page.getByRole('list', { name: 'Gallery pictures' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    await expectAccessible(page, 'gallery tab');

    // The form refuses a picture without alt text or category, saying which field is wrong.
    const jpeg = await makeJpeg(page, 1200, 900);
    await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Please describe the picture for visitors who cannot see it (alt text).')).toBeVisible();
    await expect(page.getByLabel('Alt text (describe the picture)')).toBeFocused();
    await expectAccessible(page, 'upload refused');

    // A text file named .jpg is refused by the server, by its content.
    await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are only notes, not a picture') });
    await page.getByLabel('Alt text (describe the picture)').fill(alt);
    await page.getByLabel('Category').selectOption('Wellness Areas');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Only JPEG, PNG or WebP pictures can be uploaded: this file is not one.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(6);

    await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(7);
    await expect(list.getByRole('listitem').last()).toContainText(alt);
    await expectAccessible(page, 'picture uploaded');

    // Move it first with the keyboard: its Move up button, Enter six times; each move is announced.
    const up = page.getByRole('button', { name: `Move “${alt}” up` });
    await up.focus();
    for (let position = 6; position >= 1; position -= 1) {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `“${alt}” moved to position ${position} of 7.` })).toBeAttached();
      await expect(list.getByRole('listitem').nth(position - 1)).toContainText(alt);
      if (position > 1) await expect(up).toBeFocused();
    }
    // At the top Move up is disabled, and the focus went to Move down.
    await expect(up).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move “${alt}” down` })).toBeFocused();
    await expectAccessible(page, 'gallery reordered');

    // The visitor's gallery shows it first, in the first HTML and after the app has started.
    const visitorContext = await browser.newContext({ baseURL: baseURL ?? '', viewport: testInfo.project.use.viewport ?? null });
    const visitor = await visitorContext.newPage();
    try {
      const html = await (await visitor.request.get('/gallery')).text();
      expect(html.indexOf(alt)).toBeGreaterThan(0);
      await visitor.goto('/gallery');
      await expect(pictures(visitor)).toHaveCount(7);
      await expect(pictures(visitor).first()).toContainText(alt);
      await expectAccessible(visitor, 'visitor gallery with the new picture');
    } finally {
      await visitorContext.close();
    }
    const noScript = await browser.newContext({ baseURL: baseURL ?? '', javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? null });
    try {
      const p = await noScript.newPage();
      await p.goto('/gallery');
      await expect(pictures(p)).toHaveCount(7);
      await expect(pictures(p).first()).toContainText(alt);
      const first = pictures(p).first().locator('img');
      await expect(first).toHaveAttribute('width', '1200');
      await expect(first).toHaveAttribute('height', '900');
      await expect(pictures(p).first().locator('source')).toHaveAttribute('type', 'image/webp');
      expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    } finally {
      await noScript.close();
    }

    // Delete it, after a confirmation: the gallery is as it was.
    await page.getByRole('button', { name: `Delete “${alt}”` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this picture?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Picture deleted', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(6);
    await expect(list).not.toContainText(alt);
  });
});

test.describe('the manager edits a picture', () => {
  test('changes the first picture’s alt text and category; /gallery and the home preview show them at the next load', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await logIn(page);
    await page.goto('/admin?tab=gallery');
    const list = page.getByRole('list', { name: 'Gallery pictures' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    const before = (await (await page.request.get('/api/admin/gallery')).json()) as { id: number; alt: string; category: string }[];
    const first = before[0];
    if (!first) throw new Error('the demo gallery is empty');
    const category = first.category === 'Wellness Areas' ? 'Treatment Rooms' : 'Wellness Areas';
    const alt = `Warm stone loungers by the hammam (${testInfo.project.name})`;
    try {
      const edit = page.getByRole('button', { name: `Edit “${first.alt}”` });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit picture' });
      await expect(dialog.getByLabel('Alt text (describe the picture)')).toHaveValue(first.alt);
      await expect(dialog.getByLabel('Category')).toHaveValue(first.category);
      await expectAccessible(page, 'edit picture dialog');

      // An empty alt text is refused, under its field, and nothing is sent.
      await dialog.getByLabel('Alt text (describe the picture)').fill('   ');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByLabel('Alt text (describe the picture)')).toHaveAccessibleDescription(
        'Please describe the picture for visitors who cannot see it (alt text).',
      );
      await expect(dialog.getByLabel('Alt text (describe the picture)')).toBeFocused();
      await expectAccessible(page, 'edit picture refused');

      await dialog.getByLabel('Alt text (describe the picture)').fill(alt);
      await dialog.getByLabel('Category').selectOption(category);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Picture updated', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(list.getByRole('listitem').first()).toContainText(alt);
      await expect(list.getByRole('listitem').first()).toContainText(category);
      await expect(page.getByRole('button', { name: `Edit “${alt}”` })).toBeFocused();

      // The visitor's next load shows the new alt text: in the first HTML of /gallery and /, and in the app.
      const visitorContext = await browser.newContext({ baseURL: baseURL ?? '', viewport: testInfo.project.use.viewport ?? null });
      try {
        const visitor = await visitorContext.newPage();
        // The page's markup, without the data block the app adopts (it holds the API's answer as JSON).
        const markup = async (path: string) =>
          (await (await visitor.request.get(path)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
        const galleryHtml = await markup('/gallery');
        expect(galleryHtml).toContain(alt);
        expect(galleryHtml).not.toContain(first.alt);
        const homeHtml = await markup('/');
        expect(homeHtml).toContain(`alt="${alt}"`);
        expect(homeHtml).not.toContain(first.alt);
        await visitor.goto('/gallery');
        await expect(pictures(visitor).first()).toContainText(alt);
        await visitor.getByRole('button', { name: category, exact: true }).click();
        await expect(pictures(visitor).first()).toContainText(alt);
        await visitor.goto('/');
        await expect(visitor.getByRole('region', { name: 'Step Inside Our Sanctuary' }).getByRole('img').first()).toHaveAttribute('alt', alt);
      } finally {
        await visitorContext.close();
      }
    } finally {
      // The other tests count on the demo gallery as seeded.
      const restored = await page.request.patch(`/api/admin/gallery/${String(first.id)}`, { data: { alt: first.alt, category: first.category } });
      expect(restored.status()).toBe(200);
    }
  });
});

test.describe('without JavaScript', () => {
  test('/gallery shows every picture with its size, and its caption', async ({ browser, baseURL, request }) => {
    const expected = (await (await request.get('/api/gallery')).json()) as { alt: string }[];
    const context = await browser.newContext({ baseURL: baseURL ?? '', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/gallery');
      await expect(pictures(page)).toHaveCount(expected.length);
      await expect(pictures(page)).toContainText(expected.map((e) => e.alt));
      for (const img of await pictures(page).locator('img').all()) {
        await expect(img).toHaveAttribute('width', /^\d+$/);
        await expect(img).toHaveAttribute('height', /^\d+$/);
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('the first HTML', () => {
  for (const [path, api] of [
    ['/gallery', '/api/gallery'],
    ['/about', '/api/team'],
  ] as const) {
    test(`${path} is adopted with no second fetch of ${api} and no hydration warning`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === api) fetched.push(request.url());
      });
      await page.goto(path);
      await expect(page.locator('#dayspa-data')).toBeAttached();
      // Any fetch the app would start after hydrating has started and ended by then.
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
