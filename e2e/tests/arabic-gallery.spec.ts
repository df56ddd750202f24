import type { Page } from '@playwright/test';

import { expect, expectAccessible, mediaTest as test } from './fixtures';

// The Arabic gallery's lightbox reads right to left: next stands on the left, ArrowLeft shows the next picture.
// Every test of this file has the gallery to itself, once the demo pictures are in (mediaTest).

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// A visitor whose browser speaks Arabic: the page does not offer its English twin.
test.use({ locale: 'ar-AE' });

interface ApiPicture {
  alt: string;
  altAr: string;
}

const pictures = (page: Page) => page.getByRole('region', { name: 'الصور' }).getByRole('listitem').getByRole('button');

test('the Arabic lightbox steps with the arrow keys the right-to-left way and says so in Arabic', async ({ page, request }) => {
  const list = (await (await request.get('/api/gallery')).json()) as ApiPicture[];
  const caption = (index: number) => {
    const picture = list[index];
    if (!picture) throw new Error(`no picture ${String(index)}`);
    return picture.altAr || picture.alt;
  };
  const count = list.length;

  await page.goto('/ar/gallery');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ملاذنا' })).toBeVisible();
  await expect(pictures(page)).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'الكل', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(pictures(page).first()).toContainText(caption(0));

  await pictures(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(caption(0));
  const next = dialog.getByRole('button', { name: 'الصورة التالية' });
  const previous = dialog.getByRole('button', { name: 'الصورة السابقة' });
  await expect(next).toBeFocused();

  // Mirrored: next on the left, previous on the right, each chevron pointing outwards.
  const nextBox = await next.boundingBox();
  const previousBox = await previous.boundingBox();
  if (!nextBox || !previousBox) throw new Error('the buttons are not laid out');
  expect(nextBox.x).toBeLessThan(previousBox.x);
  // Tailwind's -scale-x-100 sets the scale property: -1 across.
  for (const button of [next, previous]) {
    expect(await button.locator('svg').evaluate((svg) => getComputedStyle(svg).scale)).toMatch(/^-1 1/);
  }
  await expectAccessible(page, 'Arabic lightbox open');

  const announcement = dialog.locator('[aria-live="polite"]');
  await expect(announcement).toHaveText(`الصورة 1 من ${String(count)}: ${caption(0)}`);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`2 / ${String(count)}`)).toBeVisible();
  await expect(dialog).toHaveAccessibleName(caption(1));
  await expect(announcement).toHaveText(`الصورة 2 من ${String(count)}: ${caption(1)}`);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`3 / ${String(count)}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`1 / ${String(count)}`)).toBeVisible();
  // Back from the first wraps to the last of the whole list.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`${String(count)} / ${String(count)}`)).toBeVisible();
  await expect(announcement).toHaveText(`الصورة ${String(count)} من ${String(count)}: ${caption(count - 1)}`);
  await expectAccessible(page, 'Arabic lightbox stepped');

  // The buttons agree with the keys.
  await next.click();
  await expect(dialog.getByText(`1 / ${String(count)}`)).toBeVisible();
  await previous.click();
  await expect(dialog.getByText(`${String(count)} / ${String(count)}`)).toBeVisible();

  await dialog.getByRole('button', { name: 'إغلاق' }).click();
  await expect(dialog).toBeHidden();
  await expect(pictures(page).first()).toBeFocused();
});
