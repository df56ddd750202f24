import { z } from '@/lib/zod';

import { isReportDate, isReportType, maxDescriptionLength, reportFieldMessages } from './pdf-report';

/** The upload form's fields besides the file, as typed. */
export interface ReportDetailsInput {
  reportType: string;
  reportDate: string;
  description: string;
}

export const reportDetailsFields = ['reportType', 'reportDate', 'description'] as const;

/** The server's rules and words (dayspa.PDFUpload.Validate), checked before anything is sent. */
export const reportDetailsSchema = z.object({
  reportType: z.string().refine(isReportType, reportFieldMessages.reportType),
  reportDate: z.string().trim().refine(isReportDate, reportFieldMessages.reportDate),
  description: z.string().trim().max(maxDescriptionLength, reportFieldMessages.description),
});

export type ReportDetails = z.output<typeof reportDetailsSchema>;
