import { FormDialog } from '../../shared/components/form-dialog';
import { UploadReportForm } from './upload-report-form';

/**
 * The report upload in a modal dialog, closed on request or when the upload is done. Mounted only while
 * open, so every opening starts empty; closing it cancels an upload under way.
 * Focus returns to the button that opened it.
 */
export function UploadReportDialog({ onClose }: { onClose: () => void }) {
  return (
    <FormDialog
      title="Upload PDF Report"
      description="One PDF file of at most 50 MB, with its type, date and an optional description."
      onClose={onClose}
    >
      <UploadReportForm onDone={onClose} />
    </FormDialog>
  );
}
