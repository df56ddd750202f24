import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, optionalString, readChoice, readNumber, readString } from '../../shared/utils/parse';
import { reportTypes } from '../utils/pdf-report';

/**
 * One uploaded PDF report of `GET /api/admin/pdf-uploads`; `downloadURL` gives the PDF as an attachment
 * under its original name.
 */
export type PdfUpload = ApiSchema<'PDFUpload'>;

export function parsePdfUpload(item: unknown, what: string): PdfUpload {
  const r = asRecord(item, what);
  const id = readNumber(r, 'id', what);
  const fileName = readString(r, 'fileName', what);
  return {
    id,
    fileName,
    originalName: optionalString(r, 'originalName') || fileName,
    fileSize: readNumber(r, 'fileSize', what),
    reportType: readChoice(r, 'reportType', reportTypes, what),
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

/** Newest first; default caching, not retried (docs/product.md, Caching). */
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
