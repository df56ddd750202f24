import type { ResponsiveImageData } from '@/components/ui/responsive-image';
import { mediaImage } from '@/lib/media';

/** SPEC §3 Team member (static). */
export interface TeamMember {
  name: string;
  title: string;
  speciality: string;
  experience: string;
  image: ResponsiveImageData;
}

const portrait = (file: string, alt: string) =>
  mediaImage(`/media/team/${file}`, [320, 640], { width: 640, height: 800 }, alt);

/** SPEC §2 About: three team members. */
export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Amina El Idrissi',
    title: 'Spa Director & Senior Therapist',
    speciality: 'Moroccan bath rituals and deep tissue massage',
    experience: '14 years of experience',
    image: portrait('amina', 'Amina El Idrissi, spa director, smiling in the spa reception'),
  },
  {
    name: 'Ploy Suwannarat',
    title: 'Lead Massage Therapist',
    speciality: 'Traditional Thai, hot stone and aromatherapy massage',
    experience: '11 years of experience',
    image: portrait('ploy', 'Ploy Suwannarat, lead massage therapist, in a treatment room'),
  },
  {
    name: 'Maria Santos',
    title: 'Skincare Specialist',
    speciality: 'Organic facials and anti-ageing treatments',
    experience: '8 years of experience',
    image: portrait('maria', 'Maria Santos, skincare specialist, beside the facial bed'),
  },
];
