import { parseCalendarDay } from '@/lib/format';

/** One PDF (application/pdf) of at most 50 MB per upload. */
export const maxPdfSize = 52_428_800;
export const pdfMimeType = 'application/pdf';

/** The report types. */
export const reportTypes = ['daily', 'weekly', 'monthly'] as const;
export type ReportType = (typeof reportTypes)[number];

export const isReportType = (value: string): value is ReportType => (reportTypes as readonly string[]).includes(value);

/** 'daily' -> 'Daily', for the type's label in the form and the table. */
export const reportTypeLabel = (type: string) => (type === '' ? type : `${type.charAt(0).toUpperCase()}${type.slice(1)}`);

/** The messages of the checks made before anything is sent; the size and type ones read as the server's. */
export const pdfFileMessages = {
  none: 'Please choose a PDF file to upload.',
  many: 'Please choose exactly 1 PDF file.',
  type: 'Only PDF files can be uploaded: this file is not a PDF.',
  empty: 'The file is empty.',
  size: 'The file is too large: a PDF report may be at most 50 MB (52,428,800 bytes).',
  name: 'File name must be 1 to 255 characters.',
} as const;

/** The metadata fields' messages, the server's words (dayspa.PDFUpload.Validate). */
export const reportFieldMessages = {
  reportType: 'Please choose daily, weekly or monthly.',
  reportDate: 'Please enter a valid report date.',
  description: 'Description must be at most 1000 characters.',
} as const;

export const maxDescriptionLength = 1000;

/**
 * What is wrong with the chosen files before any upload, or null when they are exactly one PDF of at most
 * 52,428,800 bytes. The server checks the content again (a PNG renamed .pdf passes here, not there).
 */
export function pdfFileProblem(files: ArrayLike<File> | null | undefined): string | null {
  if (!files || files.length === 0) return pdfFileMessages.none;
  if (files.length > 1) return pdfFileMessages.many;
  const file = files[0];
  if (!file) return pdfFileMessages.none;
  if (file.type !== pdfMimeType) return pdfFileMessages.type;
  if (file.size === 0) return pdfFileMessages.empty;
  if (file.size > maxPdfSize) return pdfFileMessages.size;
  if (Array.from(file.name.trim()).length > 255) return pdfFileMessages.name;
  return null;
}

/** A YYYY-MM-DD day that exists (2026-02-30 does not), in the server's range 2000–2099. */
export function isReportDate(value: string): boolean {
  const day = parseCalendarDay(value);
  return day !== undefined && day.year >= 2000 && day.year <= 2099;
}
