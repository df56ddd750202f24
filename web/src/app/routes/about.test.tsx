import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { loadLocale, loadMessages } from '@/lib/i18n';
import aboutAr from '@/locales/about/ar.json';
import homeAr from '@/locales/home/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi, wholeText } from '@/testing/test-utils';

const photo = {
  width: 640,
  height: 640,
  variants: [
    { src: '/pictures/00000000000000000000000000000480.webp', type: 'image/webp', width: 480, height: 480 },
    { src: '/pictures/00000000000000000000000000000480.jpg', type: 'image/jpeg', width: 480, height: 480 },
    { src: '/pictures/00000000000000000000000000000640.webp', type: 'image/webp', width: 640, height: 640 },
    { src: '/pictures/00000000000000000000000000000640.jpg', type: 'image/jpeg', width: 640, height: 640 },
  ],
};
const team = [
  { id: 1, name: 'Aisha Rahman', speciality: 'Hot stone massage', specialityAr: 'التدليك بالأحجار الساخنة', bio: 'Twelve years in Dubai.', bioAr: 'اثنا عشر عامًا في دبي.', photo, photoAlt: 'Aisha smiling' },
  { id: 3, name: 'Mariam Haddad', speciality: 'Facials', specialityAr: '', bio: 'Skin for the UAE climate.', bioAr: '', photo, photoAlt: '' },
  { id: 4, name: 'Omar Khalil', speciality: 'Hammam', specialityAr: 'الحمّام', bio: '', bioAr: '', photo: null, photoAlt: '' },
];

describe('About page', { timeout: 30_000 }, () => {
  it('shows the story, 4 values, 4 achievements, the team the API sends and the commitment list', async () => {
    const review = (id: number, rating: number) => ({ id, name: `Guest ${id}`, text: 'Lovely.', rating, date: '2026-01-02', detail: '', shown: true, position: id });
    stubApi({ '/api/team': json(team), '/api/reviews': json([review(1, 5), review(2, 5), review(3, 4)]) });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 15_000 });
    await waitFor(() => {
      expect(document.title).toBe(pageMetaFor(testSiteConfig.business)['/about'].title);
    });

    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'A Quiet Sanctuary in the Heart of Al Barsha 1',
      'Our Philosophy',
      'Achievements',
      'Meet Our Team',
      'Our Commitment to You',
    ]);

    const philosophy = screen.getByRole('region', { name: 'Our Philosophy' });
    expect(within(philosophy).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const achievements = screen.getByRole('region', { name: 'Achievements' });
    // The guest rating is the shown reviews' mean, (5 + 5 + 4) / 3, to one decimal.
    await within(achievements).findByText('4.7');
    const stats = within(achievements).getAllByRole('definition').map((dd) => dd.textContent);
    expect(stats).toEqual(['3000+', '25+', '5+', '4.7']);

    const teamRegion = screen.getByRole('region', { name: 'Meet Our Team' });
    const members = await within(teamRegion).findAllByRole('article');
    expect(members.map((m) => m.getAttribute('aria-label'))).toEqual(['Aisha Rahman', 'Mariam Haddad', 'Omar Khalil']);
    const [aisha, mariam, omar] = members;
    if (!aisha || !mariam || !omar) throw new Error('three cards');
    expect(within(aisha).getByRole('img', { name: 'Aisha smiling' })).toHaveAttribute('width', '640');
    expect(within(aisha).getByText('Hot stone massage')).toBeInTheDocument();
    expect(within(aisha).getByText('Twelve years in Dubai.')).toBeInTheDocument();
    expect(within(aisha).queryByText('التدليك بالأحجار الساخنة')).not.toBeInTheDocument();
    expect(within(mariam).getByRole('img', { name: 'Portrait of Mariam Haddad' })).toBeInTheDocument();
    expect(within(omar).queryByRole('img')).not.toBeInTheDocument();

    const commitment = screen.getByRole('region', { name: 'Our Commitment to You' });
    expect(within(commitment).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('claims no guest rating when no review is shown', async () => {
    stubApi({ '/api/team': json(team), '/api/reviews': json([]) });
    renderApp('/about');
    const achievements = await screen.findByRole('region', { name: 'Achievements' }, { timeout: 15_000 });
    await waitFor(() => {
      expect(within(achievements).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['3000+', '25+', '5+']);
    });
    expect(within(achievements).queryByText('Guest Rating')).not.toBeInTheDocument();
  });
});

describe('About page in Arabic', { timeout: 30_000 }, () => {
  // The page's code loads its catalogs once, in the language active then: English, in this file.
  beforeEach(async () => {
    await loadLocale('ar');
    await Promise.all([loadMessages('about'), loadMessages('home')]);
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('tells the story, the values, the achievements, the team and the commitments in Arabic', async () => {
    const review = (id: number) => ({ id, name: `Guest ${id}`, text: 'Lovely.', rating: 5, date: '2026-01-02', detail: '', shown: true, position: id });
    stubApi({ '/api/team': json(team), '/api/reviews': json([review(1)]) });
    renderApp('/ar/about', { siteConfig: arabicSiteConfig });
    await screen.findByRole('heading', { level: 1, name: aboutAr['about.hero.title'] }, { timeout: 15_000 });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'ملاذ هادئ في قلب البرشاء 1',
      aboutAr['about.philosophy.title'],
      aboutAr['about.achievements.title'],
      aboutAr['about.team.title'],
      aboutAr['about.commitment.title'],
    ]);
    expect(screen.getByText(wholeText(/^بدأ Serenity Day Spa بأمنية بسيطة/))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: aboutAr['about.story.picture'] })).toBeInTheDocument();
    const philosophy = screen.getByRole('region', { name: aboutAr['about.philosophy.title'] });
    expect(within(philosophy).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      aboutAr['about.philosophy.nature.title'],
      aboutAr['about.philosophy.attention.title'],
      aboutAr['about.philosophy.craft.title'],
      aboutAr['about.philosophy.trust.title'],
    ]);
    const achievements = screen.getByRole('region', { name: aboutAr['about.achievements.title'] });
    await within(achievements).findByText(homeAr['claims.rating']);
    expect(within(achievements).getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      homeAr['claims.happyClients'],
      homeAr['claims.treatments'],
      homeAr['claims.years'],
      homeAr['claims.rating'],
    ]);
    const commitment = screen.getByRole('region', { name: aboutAr['about.commitment.title'] });
    expect(within(commitment).getAllByRole('listitem')).toHaveLength(6);
    expect(within(commitment).getByText(aboutAr['about.commitment.prices'])).toBeInTheDocument();
    expect(within(commitment).getByRole('link', { name: aboutAr['about.commitment.book'] })).toHaveAttribute('href', '/ar/booking');
    for (const english of ['About Us', 'Our Philosophy', 'Meet Our Team', 'Guest Rating']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it("shows the manager's Arabic speciality and bio, and the English ones marked lang=\"en\" where she wrote none", async () => {
    stubApi({ '/api/team': json(team), '/api/reviews': json([]) });
    renderApp('/ar/about', { siteConfig: arabicSiteConfig });
    const teamRegion = await screen.findByRole('region', { name: aboutAr['about.team.title'] }, { timeout: 15_000 });
    const [aisha, mariam, omar] = await within(teamRegion).findAllByRole('article');
    if (!aisha || !mariam || !omar) throw new Error('three cards');
    expect(within(aisha).getByText('التدليك بالأحجار الساخنة')).toBeInTheDocument();
    expect(within(aisha).getByText('اثنا عشر عامًا في دبي.')).toBeInTheDocument();
    expect(aisha.querySelector('p [lang]')).toBeNull();
    // Her photo's alt text is the manager's, in English: marked so.
    expect(within(aisha).getByRole('img', { name: 'Aisha smiling' })).toHaveAttribute('lang', 'en');
    expect(within(mariam).getByText('Facials')).toHaveAttribute('lang', 'en');
    expect(within(mariam).getByText('Skin for the UAE climate.')).toHaveAttribute('lang', 'en');
    // No alt text given: the page says whose portrait it is, in Arabic.
    const portrait = within(mariam).getByRole('img', { name: 'صورة Mariam Haddad' });
    expect(portrait).not.toHaveAttribute('lang');
    expect(within(omar).getByText('الحمّام')).toBeInTheDocument();
  });

  it('says so in Arabic when the team cannot be loaded', async () => {
    stubApi({ '/api/team': new Response('', { status: 500 }), '/api/reviews': json([]) });
    renderApp('/ar/about', { siteConfig: arabicSiteConfig });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(aboutAr['about.team.error']);
  });
});
