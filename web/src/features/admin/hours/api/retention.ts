import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';

/*
 * GET/PUT /api/admin/settings/retention is not in this branch's docs/openapi.yaml yet (the server adds it on its
 * own branch): the shape is written by hand from its RetentionSettings schema.
 */

/** How many months each kind of personal record is kept before the daily job anonymises or deletes it. */
export interface RetentionSettings {
  contactMessagesMonths: number;
  inactiveCustomersMonths: number;
  emailBodiesMonths: number;
  auditEventsMonths: number;
}

export const retentionFields = [
  'contactMessagesMonths',
  'inactiveCustomersMonths',
  'emailBodiesMonths',
  'auditEventsMonths',
] as const satisfies readonly (keyof RetentionSettings)[];

/** Each field's bounds, as the server checks them (audit events: never under five years). */
export const retentionBounds: Record<keyof RetentionSettings, { min: number; max: number }> = {
  contactMessagesMonths: { min: 1, max: 120 },
  inactiveCustomersMonths: { min: 12, max: 120 },
  emailBodiesMonths: { min: 1, max: 120 },
  auditEventsMonths: { min: 60, max: 120 },
};

const path = '/api/admin/settings/retention';
const key = [path] as const;

export function parseRetention(data: unknown): RetentionSettings {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const out = {} as RetentionSettings;
  for (const field of retentionFields) {
    const value = record[field];
    if (typeof value !== 'number') throw new Error(`${path}: no ${field}`);
    out[field] = value;
  }
  return out;
}

export function useRetention() {
  return useQuery({ queryKey: key, queryFn: async ({ signal }) => parseRetention(await apiGet(path, { signal })), retry: false });
}

export function useSetRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: RetentionSettings) => parseRetention(await apiSend('PUT', path, settings)),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
    },
  });
}
