import { AdminTable, TableMessage, Th } from './admin-table';

/**
 * SPEC §2 Reports: the uploaded PDF reports. None can be uploaded yet (the upload comes with the reports
 * issue), so the table says so, in SPEC's words.
 */
export function ReportsTab() {
  return (
    <AdminTable caption="Uploaded reports" minWidth="min-w-[40rem]" captionVisible>
      <thead>
        <tr>
          <Th>File</Th>
          <Th>Type</Th>
          <Th>Report date</Th>
          <Th>Size</Th>
        </tr>
      </thead>
      <tbody>
        <TableMessage columns={4}>No PDF reports uploaded yet</TableMessage>
      </tbody>
    </AdminTable>
  );
}
