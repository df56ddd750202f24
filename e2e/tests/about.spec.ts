import { business } from '../playwright.config';
import { demoMediaReady, expect, expectAccessible, test } from './fixtures';

// axe-core over these long pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

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
    await expect(achievements.getByRole('definition')).toHaveText(['3000+', '25+', '5+', '4.9']);

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
