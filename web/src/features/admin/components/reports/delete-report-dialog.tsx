import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { useDeletePdfUpload } from '../../api/delete-pdf-upload';
import type { PdfUpload } from '../../api/get-pdf-uploads';

/**
 * Asks before a report is deleted. Deleted: 'Report Deleted', and focus goes to `onDeletedFocus` (the row
 * and its Delete button are gone); cancelled: focus returns to the Delete button.
 */
export function DeleteReportDialog({
  report,
  onClose,
  onDeletedFocus,
}: {
  report: PdfUpload;
  onClose: () => void;
  onDeletedFocus: () => void;
}) {
  const remove = useDeletePdfUpload();
  const deleted = useRef(false);

  const confirm = () => {
    remove.mutate(report.id, {
      onSuccess: () => {
        deleted.current = true;
        toast({ title: 'Report Deleted', description: `${report.originalName} was deleted.` });
        onClose();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return; // the lost-session policy takes over
        toast({ title: 'Report Not Deleted', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onDeletedFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete Report</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete {report.originalName}? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            className="bg-danger text-sand-50 hover:bg-[#7f1717]"
            onClick={confirm}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
