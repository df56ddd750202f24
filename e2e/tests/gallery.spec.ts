import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

const pictures = (page: Page) => page.getByRole('region', { name: 'Pictures' }).getByRole('listitem').getByRole('button');

// axe-core over these long pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

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
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /^\/media\/gallery\//);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });
});
