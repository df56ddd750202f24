import type { TestInfo } from '@playwright/test';

import { contentBaseURL } from '../playwright.config';
import { expect, expectAccessible, logIn, openPlace, test } from './fixtures';

// The manager's reviews (docs/product.md, Reviews & FAQ tab): a review added on the dashboard shows on the
// home page, in the first HTML the server sends and after the app adopts it; a hidden one shows nowhere.
// The reviews change the spa's rating on Home and About, so this runs on the content server of its own
// (playwright.config.ts: contentBaseURL), as the blog editing does; its reviews are 5 stars, like the
// seed's, and are deleted at the end, so the rating the other tests there read stays as seeded.

test.use({ baseURL: contentBaseURL });
test.describe.configure({ timeout: 180_000 });

const onSqliteOnly = (testInfo: TestInfo) => {
  test.skip(!testInfo.project.name.startsWith('sqlite'), 'the content server is SQLite; one run per viewport is enough');
};

const unique = (testInfo: TestInfo) => `${testInfo.project.name.split('-')[1] ?? 'x'}${Date.now().toString(36)}`;

test.describe('reviews', () => {
  test('the manager adds a shown and a hidden review: the home page shows the first only', async ({ page, browser, request }, testInfo) => {
    onSqliteOnly(testInfo);
    const id = unique(testInfo);
    const shownName = `Shown Guest ${id}`;
    const shownText = `The ${id} hammam ritual was perfect from start to finish.`;
    const hiddenName = `Hidden Guest ${id}`;
    const hiddenText = `A ${id} review the manager keeps off the site.`;

    await logIn(page);
    await openPlace(page, 'Reviews & FAQ');
    await expect(page).toHaveURL(/\?tab=reviews$/);
    const reviews = page.getByLabel('Reviews in the home page’s order', { exact: true }); // a table on a desk, cards on a phone
    await expect(reviews.locator('[data-row-id]')).not.toHaveCount(0);
    await expectAccessible(page, 'reviews tab');

    const add = async (name: string, text: string, shown: boolean) => {
      await page.getByRole('button', { name: 'Add review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add review' });
      await dialog.getByLabel("Guest's name").fill(name);
      await dialog.getByLabel('Detail (optional, e.g. Dubai Marina resident)').fill('Downtown resident');
      await dialog.getByLabel('Review').fill(text);
      if (!shown) await dialog.getByRole('switch', { name: 'Show on the home page' }).click();
      return dialog;
    };

    // The form's own check first, then a good review.
    let dialog = await add(shownName, '', true);
    await dialog.getByRole('button', { name: 'Add review' }).click();
    await expect(dialog.getByLabel('Review')).toBeFocused();
    await expect(dialog.getByText('Please enter the review (at most 1000 characters).')).toBeVisible();
    await expectAccessible(page, 'review form with an error');
    await dialog.getByLabel('Review').fill(shownText);
    await dialog.getByRole('button', { name: 'Add review' }).click();
    await expect(dialog).toBeHidden();
    await expect(reviews.getByText(shownName)).toBeVisible();

    dialog = await add(hiddenName, hiddenText, false);
    await dialog.getByRole('button', { name: 'Add review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('switch', { name: `Show ${hiddenName}’s review on the home page` })).not.toBeChecked();
    await expectAccessible(page, 'reviews tab with a hidden review');

    // The first HTML of / (no JavaScript): the shown review, not the hidden one.
    const html = await (await request.get('/')).text();
    expect(html).toContain(shownText);
    expect(html).not.toContain(hiddenText);
    expect(html).not.toContain(hiddenName);

    // A visitor's browser.
    const visitorContext = await browser.newContext({
      baseURL: contentBaseURL,
      viewport: testInfo.project.use.viewport ?? null,
      isMobile: testInfo.project.use.isMobile ?? false,
      hasTouch: testInfo.project.use.hasTouch ?? false,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const testimonials = visitor.getByRole('region', { name: 'What Our Guests Say' });
    const card = testimonials.getByRole('figure').filter({ hasText: shownName });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(testimonials.getByText(hiddenText)).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(visitor, 'home with the new review');

    // Showing the hidden one: on the next load.
    await page.getByRole('switch', { name: `Show ${hiddenName}’s review on the home page` }).click();
    await expect(page.getByRole('switch', { name: `Show ${hiddenName}’s review on the home page` })).toBeChecked();
    expect(await (await request.get('/')).text()).toContain(hiddenText);

    // Cleaned up, each after its confirmation.
    for (const name of [shownName, hiddenName]) {
      await page.getByRole('button', { name: `Delete “${name}”` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this review?' });
      await expectAccessible(page, 'delete confirmation');
      await confirm.getByRole('button', { name: /Delete/ }).click();
      await expect(reviews.getByText(name)).toHaveCount(0);
    }
    await visitor.reload();
    await expect(visitor.getByRole('region', { name: 'What Our Guests Say' }).getByText(shownName)).toHaveCount(0);
    await visitorContext.close();
  });
});
