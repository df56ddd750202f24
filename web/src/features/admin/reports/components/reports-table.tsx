import { useSpaTimeZone } from '@/lib/site-config';

import { DataTable } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { usePdfUploads, type PdfUpload } from '../api/get-pdf-uploads';
import { reportColumns } from './report-columns';

/** The uploaded reports, newest first; loading, error and empty states in the table. */
export function ReportsTable({ onDelete }: { onDelete: (report: PdfUpload) => void }) {
  const reports = usePdfUploads();
  const timeZone = useSpaTimeZone();
  return (
    <DataTable
      caption="Uploaded reports"
      captionVisible
      rows={reports.data ?? []}
      columns={reportColumns(timeZone, onDelete)}
      rowKey={(report) => report.id}
      rowData={(report) => ({ 'data-report-id': report.id })}
      {...queryState(reports, 'reports')}
      empty="No PDF reports uploaded yet"
      busy={reports.isFetching}
    />
  );
}
