import { Download } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';
import { useSpaTimeZone } from '@/lib/site-config';

import { Td } from '../../shared/components/admin-table';
import { DeleteRowButton } from '../../shared/components/delete-row-button';
import { formatCalendarDate, formatMoment } from '../../shared/utils/format';
import type { PdfUpload } from '../api/get-pdf-uploads';
import { formatFileSize } from '../utils/file-size';
import { reportTypeLabel } from '../utils/pdf-report';

/** One uploaded report: its name, type, dates, size and description, with Download and Delete. */
export function ReportRow({ report, onDelete }: { report: PdfUpload; onDelete: (report: PdfUpload) => void }) {
  const timeZone = useSpaTimeZone();
  return (
    <tr data-report-id={report.id}>
      <Td className="font-semibold break-all text-forest-800">{report.originalName}</Td>
      <Td className="whitespace-nowrap">{reportTypeLabel(report.reportType)}</Td>
      <Td className="whitespace-nowrap">{formatCalendarDate(report.reportDate)}</Td>
      <Td className="whitespace-nowrap tabular-nums">{formatFileSize(report.fileSize)}</Td>
      <Td className="whitespace-nowrap">{formatMoment(report.createdAt, timeZone)}</Td>
      <Td className="max-w-xs text-muted">{report.description || '—'}</Td>
      <Td>
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
      </Td>
    </tr>
  );
}
