import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, oneOf, optionalString, readFields, readNumber, readString } from '../../shared/utils/parse';
import { reportTypes } from '../utils/pdf-report';

/**
 * One uploaded PDF report of `GET /api/admin/pdf-uploads`; `downloadURL` gives the PDF as an attachment
 * under its original name.
 */
export type PdfUpload = ApiSchema<'PDFUpload'>;

export function parsePdfUpload(item: unknown, what: string): PdfUpload {
  const upload = readFields(item, what, {
    id: readNumber, fileName: readString, originalName: optionalString, fileSize: readNumber, reportType: oneOf(reportTypes),
    reportDate: readString, description: optionalString, createdAt: optionalString, downloadURL: optionalString,
  });
  return {
    ...upload,
    originalName: upload.originalName || upload.fileName,
    downloadURL: upload.downloadURL || pdfDownloadPath(upload.id),
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
