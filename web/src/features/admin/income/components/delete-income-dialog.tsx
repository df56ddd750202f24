import { useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { useDeleteIncome } from '../api/delete-income';
import type { IncomeTransaction } from '../api/get-income';
import { deleteQuestion } from '../utils/income-texts';
import { TaxInvoiceReason } from './tax-invoice-reason';

/**
 * Asks before deleting an invoice (docs/product.md, Questions); 'Transaction Deleted' once it is gone.
 * A record with a tax invoice also asks why: deleting it credits the whole invoice.
 */
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
  const [reason, setReason] = useState('');
  const issued = transaction.taxDocumentId;
  return (
    <ConfirmDeleteDialog
      title="Delete Transaction"
      question={deleteQuestion(transaction.invoiceNumber)}
      pending={remove.isPending}
      onDelete={(done) => {
        remove.mutate({ id: transaction.id, ...(issued !== undefined ? { reason: reason.trim() } : {}) }, done);
      }}
      deleted={{ title: 'Transaction Deleted', description: `Invoice #${transaction.invoiceNumber} is deleted.` }}
      failed="Transaction Not Deleted"
      onClose={onClose}
      focusAfterDelete={focusAfterDelete}
      canDelete={issued === undefined || reason.trim() !== ''}
    >
      {issued !== undefined ? <TaxInvoiceReason taxDocumentId={issued} action="delete" reason={reason} onReason={setReason} /> : null}
    </ConfirmDeleteDialog>
  );
}
