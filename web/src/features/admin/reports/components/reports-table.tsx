import { AdminTable, Th } from '../../shared/components/admin-table';
import { QueryRows } from '../../shared/components/query-rows';
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
          <QueryRows
            columns={columns}
            query={reports}
            what="reports"
            loading="Loading reports"
            rows={list}
            empty="No PDF reports uploaded yet"
          >
            {(report) => <ReportRow key={report.id} report={report} onDelete={onDelete} />}
          </QueryRows>
        </tbody>
      </AdminTable>
    </div>
  );
}
