import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { useDeletePdfUpload } from '../api/delete-pdf-upload';
import type { PdfUpload } from '../api/get-pdf-uploads';

/** Asks before a report is deleted; 'Report Deleted' once it is gone. */
export function DeleteReportDialog({
  report,
  onClose,
  focusAfterDelete,
}: {
  report: PdfUpload;
  onClose: () => void;
  /** Where focus goes once the row (and its Delete button) is gone. */
  focusAfterDelete: () => void;
}) {
  const remove = useDeletePdfUpload();
  return (
    <ConfirmDeleteDialog
      title="Delete Report"
      question={`Are you sure you want to delete ${report.originalName}? This action cannot be undone.`}
      pending={remove.isPending}
      onDelete={(done) => {
        remove.mutate(report.id, done);
      }}
      deleted={{ title: 'Report Deleted', description: `${report.originalName} was deleted.` }}
      failed="Report Not Deleted"
      onClose={onClose}
      focusAfterDelete={focusAfterDelete}
    />
  );
}
