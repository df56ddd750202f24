import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const omar = {
  therapistId: 4,
  name: 'Omar Khalil',
  active: true,
  speciality: 'Traditional Moroccan hammam',
  specialityAr: 'الحمّام المغربي التقليدي',
  bio: 'Fifteen years of hammam rituals.',
  bioAr: 'خمسة عشر عامًا مع طقوس الحمّام.',
  shownOnSite: true,
  photo: null,
  photoAlt: '',
};

const hiddenChars = 'Please remove the hidden characters (control, zero-width or text-direction characters).';

/** The team's profiles in memory; a PATCH of a profile answers 400 when its Arabic bio holds a direction override. */
function teamServer() {
  const sent: unknown[] = [];
  let profile: Record<string, unknown> = { ...omar };
  stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/team': () => json([profile]),
    'PATCH /api/admin/therapists/4/profile': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (typeof body.bioAr === 'string' && body.bioAr.includes('\u202e')) {
        return json({ message: 'Please check the highlighted fields.', errors: { bioAr: hiddenChars, specialityAr: 'Arabic speciality must be at most 120 characters.' } }, { status: 400 });
      }
      profile = { ...profile, ...body };
      return json(profile);
    },
  });
  return { sent };
}

describe('Team page tab', { timeout: 30_000 }, () => {
  it('shows and edits the Arabic speciality and bio, right to left, and sends them with the English', async () => {
    const server = teamServer();
    const { user } = renderApp('/admin?tab=team-page');
    const card = await screen.findByRole('form', { name: 'Omar Khalil' }, { timeout: 15_000 });
    const specialityAr = within(card).getByLabelText('Arabic speciality');
    const bioAr = within(card).getByLabelText('Arabic short bio');
    expect(specialityAr).toHaveValue('الحمّام المغربي التقليدي');
    expect(bioAr).toHaveValue('خمسة عشر عامًا مع طقوس الحمّام.');
    for (const field of [specialityAr, bioAr]) {
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveAttribute('lang', 'ar');
    }
    expect(within(card).getByLabelText('Speciality')).not.toHaveAttribute('dir');

    await user.clear(bioAr);
    await user.type(bioAr, 'تعلّم طقوس الحمّام في مراكش.');
    await user.clear(specialityAr);
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team page saved')).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        speciality: 'Traditional Moroccan hammam',
        specialityAr: '',
        bio: 'Fifteen years of hammam rituals.',
        bioAr: 'تعلّم طقوس الحمّام في مراكش.',
        shownOnSite: true,
        photoAlt: '',
      },
    ]);
  });

  it("puts the server's messages under the Arabic fields and focuses the first", async () => {
    teamServer();
    const { user } = renderApp('/admin?tab=team-page');
    const card = await screen.findByRole('form', { name: 'Omar Khalil' }, { timeout: 15_000 });
    const bioAr = within(card).getByLabelText('Arabic short bio');
    await user.type(bioAr, '\u202e');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const specialityAr = within(card).getByLabelText('Arabic speciality');
    await waitFor(() => {
      expect(bioAr).toHaveAccessibleDescription(hiddenChars);
    });
    expect(bioAr).toHaveAttribute('aria-invalid', 'true');
    expect(specialityAr).toHaveAccessibleDescription('Arabic speciality must be at most 120 characters.');
    expect(specialityAr).toHaveFocus();
    expect(within(card).getByLabelText('Short bio')).toHaveAttribute('aria-invalid', 'false');
  });
});
