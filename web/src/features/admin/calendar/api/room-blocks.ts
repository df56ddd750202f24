import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';

export type RoomBlock = ApiSchema<'RoomBlock'>;
export type RoomBlockInput = ApiSchema<'RoomBlockInput'>;

/** After a block is laid or removed the calendar is read again: the room view draws the blocks. */
function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.calendar });
}

/** `POST /api/admin/room-blocks`: 409 names the block or the bookings in the way. */
export function useAddRoomBlock() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationKey: ['/api/admin/room-blocks/create'],
    mutationFn: async (input: RoomBlockInput) => (await apiSend('POST', '/api/admin/room-blocks', input)) as RoomBlock,
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/room-blocks/{id}`: the room is free again. */
export function useDeleteRoomBlock() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationKey: ['/api/admin/room-blocks/delete'],
    mutationFn: (id: number) => apiSend('DELETE', `/api/admin/room-blocks/${encodeURIComponent(String(id))}`),
    onSettled: refresh,
  });
}

/**
 * One whole block, read with `GET /api/admin/room-blocks?from=day&to=day` (the blocks covering a moment of
 * that day): the calendar has only the day's part of a block that spans several days.
 */
export function useRoomBlock(id: number, day: string) {
  return useQuery({
    queryKey: ['/api/admin/room-blocks', { from: day, to: day }] as const,
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/room-blocks?${new URLSearchParams({ from: day, to: day }).toString()}`, { signal })) as RoomBlock[],
    select: (blocks) => blocks.find((b) => b.id === id) ?? null,
    // Each opening reads the block anew (another desk may have changed it), and none is kept after.
    staleTime: 0,
    gcTime: 0,
  });
}

/** `PATCH /api/admin/room-blocks/{id}`: the whole block again (room, start, end, note); 409 as for a new block. */
export function useChangeRoomBlock() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationKey: ['/api/admin/room-blocks/update'],
    mutationFn: async ({ id, input }: { id: number; input: RoomBlockInput }) =>
      (await apiSend('PATCH', `/api/admin/room-blocks/${encodeURIComponent(String(id))}`, input)) as RoomBlock,
    onSettled: refresh,
  });
}
