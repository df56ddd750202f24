import { Spinner } from '@/components/ui/spinner';

import { AdminTable, TableMessage, Th } from '../../shared/components/admin-table';
import { QueryError } from '../../shared/components/query-error';
import { usePdfUploads, type PdfUpload } from '../api/get-pdf-uploads';
import { ReportRow } from './report-row';

const columns = 7;

/** The uploaded reports, newest first; loading, error and empty states in the table. */
export function ReportsTable({ onDelete }: { onDelete: (report: PdfUpload) => void }) {
  const reports = usePdfUploads();
  const list = reports.data ?? [];

  return (
    <div aria-busy={reports.isFetching || undefined}>
      <AdminTable caption="Uploaded reports" minWidth="min-w-[64rem]" captionVisible>
        <thead>
          <tr>
            <Th>File</Th>
            <Th>Type</Th>
            <Th>Report date</Th>
            <Th>Size</Th>
            <Th>Uploaded</Th>
            <Th>Description</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {reports.isPending ? (
            <TableMessage columns={columns}>
              <Spinner label="Loading reports" className="py-4" />
            </TableMessage>
          ) : reports.isError ? (
            <TableMessage columns={columns}>
              <QueryError what="reports" onRetry={() => void reports.refetch()} />
            </TableMessage>
          ) : list.length === 0 ? (
            <TableMessage columns={columns}>No PDF reports uploaded yet</TableMessage>
          ) : (
            list.map((report) => <ReportRow key={report.id} report={report} onDelete={onDelete} />)
          )}
        </tbody>
      </AdminTable>
    </div>
  );
}
