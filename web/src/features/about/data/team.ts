import { mediaImage, type ResponsiveImageData } from '@/lib/media';

/** A member of the team, as the About page shows them (static). */
export interface TeamMember {
  name: string;
  title: string;
  speciality: string;
  experience: string;
  image: ResponsiveImageData;
}

/** Square portraits under /media/team: `<slug>-320.webp` and `<slug>-640.webp` (scripts/media/generate.sh). */
const portrait = (slug: string, alt: string) => mediaImage(`/media/team/${slug}`, [320, 640], { width: 640, height: 640 }, alt);

/** The About page's three team members. */
export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Layla Haddad',
    title: 'Lead Therapist',
    speciality: 'Deep tissue, hot stone and aromatherapy massage',
    experience: '12 years of experience',
    image: portrait('layla-haddad', 'Portrait silhouette of Layla Haddad, Lead Therapist'),
  },
  {
    name: 'Priya Nair',
    title: 'Skin Specialist',
    speciality: 'Advanced facials and skin renewal for the UAE climate',
    experience: '9 years of experience',
    image: portrait('priya-nair', 'Portrait silhouette of Priya Nair, Skin Specialist'),
  },
  {
    name: 'Youssef Benali',
    title: 'Hammam Master',
    speciality: 'Traditional Moroccan hammam and black soap rituals',
    experience: '15 years of experience',
    image: portrait('youssef-benali', 'Portrait silhouette of Youssef Benali, Hammam Master'),
  },
];
