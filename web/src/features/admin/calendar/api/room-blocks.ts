import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
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
