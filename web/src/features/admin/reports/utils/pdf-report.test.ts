import { describe, expect, it } from 'vitest';

import { isReportDate, maxPdfSize, pdfFileMessages, pdfFileProblem, reportTypeLabel } from './pdf-report';

const fileOf = (size: number, type = 'application/pdf', name = 'report.pdf') => {
  const file = new File(['%PDF-'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('pdfFileProblem', () => {
  it('accepts exactly one PDF up to 52,428,800 bytes', () => {
    expect(pdfFileProblem([fileOf(5)])).toBeNull();
    expect(pdfFileProblem([fileOf(maxPdfSize)])).toBeNull();
  });

  it('refuses no file, two files, another type, an empty file and one byte too many', () => {
    expect(pdfFileProblem(null)).toBe(pdfFileMessages.none);
    expect(pdfFileProblem([])).toBe(pdfFileMessages.none);
    expect(pdfFileProblem([fileOf(5), fileOf(5)])).toBe(pdfFileMessages.many);
    expect(pdfFileProblem([fileOf(5, 'image/png', 'scan.png')])).toBe(pdfFileMessages.type);
    expect(pdfFileProblem([fileOf(5, '', 'report')])).toBe(pdfFileMessages.type);
    expect(pdfFileProblem([fileOf(0)])).toBe(pdfFileMessages.empty);
    expect(pdfFileProblem([fileOf(maxPdfSize + 1)])).toBe(pdfFileMessages.size);
    expect(pdfFileProblem([fileOf(5, 'application/pdf', `${'a'.repeat(252)}.pdf`)])).toBe(pdfFileMessages.name);
  });
});

describe('report dates and types', () => {
  it('reads calendar days in the server range', () => {
    expect(isReportDate('2026-05-31')).toBe(true);
    expect(isReportDate('2024-02-29')).toBe(true);
    expect(isReportDate('2026-02-29')).toBe(false);
    expect(isReportDate('1999-12-31')).toBe(false);
    expect(isReportDate('2026-5-1')).toBe(false);
    expect(isReportDate('')).toBe(false);
  });

  it('capitalises the type for its label', () => {
    expect(reportTypeLabel('monthly')).toBe('Monthly');
  });
});
