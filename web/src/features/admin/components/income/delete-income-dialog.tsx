import { LoaderCircle } from 'lucide-react';
import { useRef } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { useDeleteIncome } from '../../api/delete-income';
import type { IncomeTransaction } from '../../api/get-income';
import { deleteQuestion } from '../../utils/income-texts';

/** Asks before deleting an invoice; 'Transaction Deleted' once it is gone. */
export function DeleteIncomeDialog({
  transaction,
  onClose,
  focusAfterDelete,
}: {
  transaction: IncomeTransaction;
  onClose: () => void;
  /** Where focus goes once the row (and its Delete button) is gone. */
  focusAfterDelete: () => void;
}) {
  const remove = useDeleteIncome();
  const deleted = useRef(false);
  const confirm = () => {
    remove.mutate(transaction.id, {
      onSuccess: () => {
        deleted.current = true;
        toast({ title: 'Transaction Deleted', description: `Invoice #${transaction.invoiceNumber} is deleted.` });
        onClose();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return; // the lost-session policy takes over
        toast({ title: 'Transaction Not Deleted', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        onClose();
      },
    });
  };
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return; // back to the row's Delete button
          event.preventDefault();
          focusAfterDelete();
        }}
      >
        <AlertDialogTitle>Delete Transaction</AlertDialogTitle>
        <AlertDialogDescription>{deleteQuestion(transaction.invoiceNumber)}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Delete
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
