import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, optionalString, readNumber, readString } from '../../shared/utils/parse';

/** One uploaded PDF report of `GET /api/admin/pdf-uploads` (SPEC §3 Report upload payload, as stored). */
export interface PdfUpload {
  id: number;
  fileName: string;
  originalName: string;
  /** Bytes, as the server received them. */
  fileSize: number;
  reportType: string;
  /** YYYY-MM-DD. */
  reportDate: string;
  description: string;
  /** When it was uploaded (RFC 3339). */
  createdAt: string;
  /** `/api/admin/pdf-uploads/{id}/download`: the PDF as an attachment under its original name. */
  downloadURL: string;
}

export function parsePdfUpload(item: unknown, what: string): PdfUpload {
  const r = asRecord(item, what);
  const id = readNumber(r, 'id', what);
  const fileName = readString(r, 'fileName', what);
  return {
    id,
    fileName,
    originalName: optionalString(r, 'originalName') || fileName,
    fileSize: readNumber(r, 'fileSize', what),
    reportType: readString(r, 'reportType', what),
    reportDate: readString(r, 'reportDate', what),
    description: optionalString(r, 'description'),
    createdAt: optionalString(r, 'createdAt'),
    downloadURL: optionalString(r, 'downloadURL') || pdfDownloadPath(id),
  };
}

export const pdfDownloadPath = (id: number) => `${adminKeys.pdfUploads[0]}/${encodeURIComponent(String(id))}/download`;

export async function getPdfUploads({ signal }: { signal?: AbortSignal } = {}): Promise<PdfUpload[]> {
  const what = 'GET /api/admin/pdf-uploads';
  const data = await apiGet(adminKeys.pdfUploads[0], signal ? { signal } : {});
  return asArray(data, what).map((item) => parsePdfUpload(item, what));
}

/** Newest first; default caching, not retried (SPEC §7 admin reads). */
export function pdfUploadsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.pdfUploads,
    queryFn: ({ signal }) => getPdfUploads({ signal }),
    retry: false,
  });
}

export function usePdfUploads() {
  return useQuery(pdfUploadsQueryOptions());
}
