import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { parsePicture, pictureImage, type ResponsiveImageData } from '@/lib/media';

export const teamQueryKey = ['/api/team'] as const;

/** A card of the About page: a therapist the manager shows on the site. The Arabic texts are '' when not translated. */
export interface TeamCard {
  id: number;
  name: string;
  speciality: string;
  specialityAr: string;
  bio: string;
  bioAr: string;
  image: ResponsiveImageData | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Checks GET /api/team's answer. */
export function parseTeam(data: unknown): TeamCard[] {
  if (!Array.isArray(data)) throw new Error('GET /api/team: expected an array');
  return data.map((item: unknown, index): TeamCard => {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof r.id !== 'number' || typeof r.name !== 'string') throw new Error(`GET /api/team: card ${index} has not its shape`);
    const picture = parsePicture(r.photo);
    const alt = typeof r.photoAlt === 'string' && r.photoAlt !== '' ? r.photoAlt : `Portrait of ${r.name}`;
    return {
      id: r.id,
      name: r.name,
      speciality: text(r.speciality),
      specialityAr: text(r.specialityAr),
      bio: text(r.bio),
      bioAr: text(r.bioAr),
      image: picture ? pictureImage(picture, alt) : null,
    };
  });
}

export function getTeamQueryOptions() {
  return queryOptions({
    queryKey: teamQueryKey,
    queryFn: async ({ signal }) => parseTeam(await apiGet('/api/team', { signal })),
  });
}

/** The About page's team cards. */
export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
