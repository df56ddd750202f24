import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import { UploadReportForm } from './upload-report-form';

/**
 * The report upload in a modal dialog, closed on request or when the upload is done. Mounted only while
 * open, so every opening starts empty; closing it cancels an upload under way.
 * Focus returns to the button that opened it.
 */
export function UploadReportDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload PDF Report</DialogTitle>
          <DialogDescription>One PDF file of at most 50 MB, with its type, date and an optional description.</DialogDescription>
        </DialogHeader>
        <UploadReportForm onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
