import { useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** A therapist a visitor may ask for by name. */
export type PublicTherapist = ApiSchema<'PublicTherapist'>;

/** Checks the answer's shape: a list of `{id, name, gender}`. */
export function parsePublicTherapists(data: unknown): PublicTherapist[] {
  if (!Array.isArray(data)) throw new Error('GET /api/therapists: expected a list');
  return data.flatMap((item: unknown): PublicTherapist[] => {
    if (typeof item !== 'object' || item === null) return [];
    const t = item as Record<string, unknown>;
    if (typeof t.id !== 'number' || typeof t.name !== 'string') return [];
    if (t.gender !== 'female' && t.gender !== 'male') return [];
    return [{ id: t.id, name: t.name, gender: t.gender }];
  });
}

/** `GET /api/therapists?serviceId=`: the active therapists qualified for the service; idle until one is chosen. */
export function usePublicTherapists(serviceId: number | null) {
  return useQuery({
    queryKey: ['/api/therapists', { serviceId }] as const,
    queryFn: async ({ signal }) =>
      parsePublicTherapists(await apiGet(`/api/therapists?serviceId=${String(serviceId)}`, { signal })),
    enabled: serviceId !== null,
    staleTime: 60_000,
  });
}
