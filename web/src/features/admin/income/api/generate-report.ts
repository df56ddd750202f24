import { useMutation } from '@tanstack/react-query';

import { apiSendForFile, type ApiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

import { adminMutationKeys } from '../../shared/api/admin-keys';

/** The income report downloads as HTML (a printable page), PDF or CSV. */
export const reportFormats = ['html', 'pdf', 'csv'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export interface ReportRequest {
  /** YYYY-MM-DD, or '' for no lower bound. */
  startDate: string;
  /** YYYY-MM-DD (included), or '' for no upper bound. */
  endDate: string;
  format: ReportFormat;
}

/** The name when the server gives none: the dates, 'all' for a blank one, as the server names it. */
export function fallbackReportName({ startDate, endDate, format }: ReportRequest): string {
  return `income-report-${startDate || 'all'}-to-${endDate || 'all'}.${format}`;
}

/** `POST /api/admin/generate-report`: the income report of the period, under the name the server gives it. */
export async function generateReport(request: ReportRequest): Promise<{ file: ApiFile; fileName: string }> {
  const file = await apiSendForFile('POST', adminMutationKeys.generateReport[0], {
    startDate: request.startDate,
    endDate: request.endDate,
    reportType: 'income',
    format: request.format,
  });
  return { file, fileName: file.fileName ?? fallbackReportName(request) };
}

/** Generates the report and saves it; resolves to the saved file's name. */
export async function downloadReport(request: ReportRequest): Promise<string> {
  const { file, fileName } = await generateReport(request);
  saveFile(file.blob, fileName);
  return fileName;
}

export function useDownloadReport() {
  return useMutation({ mutationKey: adminMutationKeys.generateReport, mutationFn: downloadReport });
}
