import { useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { adminKeys } from '../../shared/api/admin-keys';

/**
 * The team's names (`GET /api/admin/therapists`, the active ones first), offered by the invoice form's
 * therapist field. The field still takes any name: invoices from before the team keep their own.
 */
export function useTeamNames() {
  return useQuery({
    queryKey: adminKeys.therapists,
    queryFn: async ({ signal }) => {
      const data = await apiGet('/api/admin/therapists', { signal });
      if (!Array.isArray(data)) throw new Error('GET /api/admin/therapists: expected a list');
      return data as unknown[];
    },
    select: (data) => {
      const team = data.filter((t): t is { name: string; active: boolean } => typeof t === 'object' && t !== null && typeof (t as { name?: unknown }).name === 'string');
      return [...team.filter((t) => t.active), ...team.filter((t) => !t.active)].map((t) => t.name);
    },
    staleTime: 60_000,
  });
}
