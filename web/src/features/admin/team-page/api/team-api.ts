import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import { parsePicture, pictureImage, type ResponsiveImageData } from '@/lib/media';

export const adminTeamKey = ['/api/admin/team'] as const;
/** The About page's cards, refreshed when a profile changes. */
const publicTeamKey = ['/api/team'] as const;

/** A therapist's public side: the card the About page shows when shownOnSite. The Arabic texts are '' when not translated. */
export interface TeamProfile {
  therapistId: number;
  name: string;
  active: boolean;
  speciality: string;
  specialityAr: string;
  bio: string;
  bioAr: string;
  shownOnSite: boolean;
  photoAlt: string;
  photo: ResponsiveImageData | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function parseTeamProfiles(data: unknown): TeamProfile[] {
  if (!Array.isArray(data)) throw new Error('GET /api/admin/team: expected an array');
  return data.map((item: unknown, index): TeamProfile => {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof r.therapistId !== 'number' || typeof r.name !== 'string') throw new Error(`GET /api/admin/team: profile ${index} has not its shape`);
    const picture = parsePicture(r.photo);
    const photoAlt = typeof r.photoAlt === 'string' ? r.photoAlt : '';
    return {
      therapistId: r.therapistId,
      name: r.name,
      active: r.active === true,
      speciality: text(r.speciality),
      specialityAr: text(r.specialityAr),
      bio: text(r.bio),
      bioAr: text(r.bioAr),
      shownOnSite: r.shownOnSite === true,
      photoAlt,
      photo: picture ? pictureImage(picture, photoAlt) : null,
    };
  });
}

export function useTeamProfiles() {
  return useQuery(
    queryOptions({
      queryKey: adminTeamKey,
      queryFn: async ({ signal }) => parseTeamProfiles(await apiGet(adminTeamKey[0], { signal })),
    }),
  );
}

export interface ProfileInput {
  therapistId: number;
  speciality: string;
  specialityAr: string;
  bio: string;
  bioAr: string;
  shownOnSite: boolean;
  photoAlt: string;
  /** A new photo, or null to keep the one there is. */
  photo: File | null;
}

/** The photo first (`POST …/photo`, multipart), then the text fields (`PATCH …/profile`). */
export async function saveProfile(input: ProfileInput): Promise<void> {
  const base = `/api/admin/therapists/${encodeURIComponent(String(input.therapistId))}`;
  if (input.photo) {
    const form = new FormData();
    form.set('photoAlt', input.photoAlt);
    form.set('file', input.photo);
    await apiSend('POST', `${base}/photo`, form);
  }
  await apiSend('PATCH', `${base}/profile`, {
    speciality: input.speciality,
    specialityAr: input.specialityAr,
    bio: input.bio,
    bioAr: input.bioAr,
    shownOnSite: input.shownOnSite,
    photoAlt: input.photoAlt,
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/therapists/profile'],
    mutationFn: saveProfile,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminTeamKey }), queryClient.invalidateQueries({ queryKey: publicTeamKey })]),
  });
}
