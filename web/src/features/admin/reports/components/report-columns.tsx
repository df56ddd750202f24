import { Download } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';

import type { Column } from '../../shared/components/data-table';
import { DeleteRowButton } from '../../shared/components/delete-row-button';
import { formatCalendarDate, formatMoment } from '../../shared/utils/format';
import type { PdfUpload } from '../api/get-pdf-uploads';
import { formatFileSize } from '../utils/file-size';
import { reportTypeLabel } from '../utils/pdf-report';

/** An uploaded report's name, type, dates, size and description, with Download and Delete. */
export function reportColumns(timeZone: string, onDelete: (report: PdfUpload) => void): Column<PdfUpload>[] {
  return [
    { id: 'file', header: 'File', primary: true, className: 'font-semibold break-all text-forest-800', sortValue: (r) => r.originalName, cell: (r) => r.originalName },
    { id: 'type', header: 'Type', className: 'whitespace-nowrap', sortValue: (r) => reportTypeLabel(r.reportType), cell: (r) => reportTypeLabel(r.reportType) },
    { id: 'date', header: 'Report date', className: 'whitespace-nowrap', sortValue: (r) => r.reportDate, cell: (r) => formatCalendarDate(r.reportDate) },
    { id: 'size', header: 'Size', className: 'whitespace-nowrap tabular-nums', sortValue: (r) => r.fileSize, cell: (r) => formatFileSize(r.fileSize) },
    { id: 'uploaded', header: 'Uploaded', className: 'whitespace-nowrap', sortValue: (r) => r.createdAt, cell: (r) => formatMoment(r.createdAt, timeZone) },
    { id: 'description', header: 'Description', className: 'max-w-xs text-muted', cell: (r) => r.description || '—' },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (report) => (
        <div className="flex justify-end gap-2">
          <a
            href={report.downloadURL}
            download={report.originalName}
            aria-label={`Download ${report.originalName}`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            Download
          </a>
          <DeleteRowButton
            label={`Delete ${report.originalName}`}
            onClick={() => {
              onDelete(report);
            }}
          />
        </div>
      ),
    },
  ];
}
