import { business } from '../playwright.config';
import { expect, expectAccessible, test } from './fixtures';

// axe-core over these long pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('about page', () => {
  test('shows the story, 4 values, 4 achievements, 3 team members and the commitment list', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `A Quiet Sanctuary in the Heart of ${business.district}` })).toBeVisible();

    const philosophy = page.getByRole('region', { name: 'Our Philosophy' });
    await expect(philosophy.getByRole('listitem')).toHaveCount(4);

    const achievements = page.getByRole('region', { name: 'Achievements' });
    await expect(achievements.getByRole('definition')).toHaveText(['3000+', '25+', '5+', '4.9']);

    const team = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article');
    await expect(team).toHaveCount(3);
    for (const member of await team.all()) {
      await expect(member.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(member.getByText('Speciality', { exact: true })).toBeVisible();
      await expect(member.getByText('Experience', { exact: true })).toBeVisible();
      await expect(member.getByRole('img')).toHaveAttribute('src', /^\/media\/team\//);
    }

    await expect(page.getByRole('region', { name: 'Our Commitment to You' }).getByRole('listitem')).not.toHaveCount(0);
    await expectAccessible(page, 'about');
  });
});
