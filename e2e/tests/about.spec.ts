import { business } from '../playwright.config';
import { demoMediaReady, expect, expectAccessible, logIn, mediaTest as test } from './fixtures';

// The phone and desktop projects share a server: one test at a time reads or changes the team's cards (mediaTest).

// axe-core over these long pages takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.describe('about page', () => {
  test("shows the story, 4 values, 4 achievements, the team's cards and the commitment list", async ({ page, request }) => {
    await demoMediaReady(request);
    const cards = (await (await request.get('/api/team')).json()) as { name: string; speciality: string }[];
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `A Quiet Sanctuary in the Heart of ${business.district}` })).toBeVisible();

    const philosophy = page.getByRole('region', { name: 'Our Philosophy' });
    await expect(philosophy.getByRole('listitem')).toHaveCount(4);

    const achievements = page.getByRole('region', { name: 'Achievements' });
    // The guest rating is the shown reviews' mean: the seed's three, each 5 stars.
    await expect(achievements.getByRole('definition')).toHaveText(['3000+', '25+', '5+', '5.0']);

    const team = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article');
    // The therapists the manager shows (the demo shows three), each with photo, speciality and bio.
    await expect(team).toHaveCount(cards.length);
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const [i, member] of (await team.all()).entries()) {
      await expect(member.getByRole('heading', { level: 3 })).toHaveText(cards[i]?.name ?? '');
      await expect(member.getByText(cards[i]?.speciality ?? '', { exact: true })).toBeVisible();
      await expect(member.getByRole('img')).toHaveAttribute('src', /^\/pictures\/[0-9a-f]{32}\.jpg$/);
      await expect(member.getByRole('img')).toHaveAttribute('width', /^\d+$/);
    }

    await expect(page.getByRole('region', { name: 'Our Commitment to You' }).getByRole('listitem')).not.toHaveCount(0);
    await expectAccessible(page, 'about');
  });
});

test.describe('the Team page tab', () => {
  test('the manager shows a therapist on the About page with a speciality and bio, then hides her again', async ({ page }, testInfo) => {
    const bio = `Trained in Bali; twelve years of lymphatic drainage (${testInfo.project.name}).`;
    await logIn(page);
    await page.goto('/admin?tab=team-page');
    const card = page.getByRole('form', { name: 'Fatima Al Zahra' });
    await expect(card).toBeVisible();
    await expectAccessible(page, 'team tab');
    await card.getByLabel('Speciality', { exact: true }).fill('Lymphatic drainage and facials');
    await card.getByLabel('Short bio', { exact: true }).fill(bio);
    await card.getByLabel('Show on the About page').check();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team page saved', { exact: true })).toBeVisible();
    await expectAccessible(page, 'team card saved');

    await page.goto('/about');
    const member = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article', { name: 'Fatima Al Zahra' });
    await expect(member.getByText(bio)).toBeVisible();
    await expect(member.getByText('Lymphatic drainage and facials')).toBeVisible();

    await page.goto('/admin?tab=team-page');
    await page.getByRole('form', { name: 'Fatima Al Zahra' }).getByLabel('Show on the About page').uncheck();
    await page.getByRole('form', { name: 'Fatima Al Zahra' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team page saved', { exact: true }).first()).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Fatima Al Zahra' })).toHaveCount(0);
  });
});
