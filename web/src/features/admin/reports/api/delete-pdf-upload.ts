import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';

/** `DELETE /api/admin/pdf-uploads/{id}`: the report's file and its record. */
export async function deletePdfUpload(id: number): Promise<void> {
  await apiSend('DELETE', `${adminKeys.pdfUploads[0]}/${encodeURIComponent(String(id))}`);
}

/** Refreshes the list afterwards, also after a failure (a 404 means someone else removed it). */
export function useDeletePdfUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.deletePdfUpload,
    mutationFn: deletePdfUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pdfUploads }),
  });
}
