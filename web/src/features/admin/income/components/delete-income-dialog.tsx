import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { useDeleteIncome } from '../api/delete-income';
import type { IncomeTransaction } from '../api/get-income';
import { deleteQuestion } from '../utils/income-texts';

/** Asks before deleting an invoice (docs/product.md, Questions); 'Transaction Deleted' once it is gone. */
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
  return (
    <ConfirmDeleteDialog
      title="Delete Transaction"
      question={deleteQuestion(transaction.invoiceNumber)}
      pending={remove.isPending}
      onDelete={(done) => {
        remove.mutate(transaction.id, done);
      }}
      deleted={{ title: 'Transaction Deleted', description: `Invoice #${transaction.invoiceNumber} is deleted.` }}
      failed="Transaction Not Deleted"
      onClose={onClose}
      focusAfterDelete={focusAfterDelete}
    />
  );
}
