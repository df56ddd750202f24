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
  /**
   * The photo, its text the manager's alt text (not translated: docs/product.md, Content in Arabic) or, when she
   * gave none, 'Portrait of {name}'.
   */
  image: ResponsiveImageData | null;
  /** Whether the alt text is the manager's own; when not, a page words the portrait in its language. */
  altGiven: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Checks GET /api/team's answer. */
export function parseTeam(data: unknown): TeamCard[] {
  if (!Array.isArray(data)) throw new Error('GET /api/team: expected an array');
  return data.map((item: unknown, index): TeamCard => {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof r.id !== 'number' || typeof r.name !== 'string') throw new Error(`GET /api/team: card ${index} has not its shape`);
    const picture = parsePicture(r.photo);
    const altGiven = typeof r.photoAlt === 'string' && r.photoAlt !== '';
    const alt = altGiven && typeof r.photoAlt === 'string' ? r.photoAlt : `Portrait of ${r.name}`;
    return {
      id: r.id,
      name: r.name,
      speciality: text(r.speciality),
      specialityAr: text(r.specialityAr),
      bio: text(r.bio),
      bioAr: text(r.bioAr),
      image: picture ? pictureImage(picture, alt) : null,
      altGiven,
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
