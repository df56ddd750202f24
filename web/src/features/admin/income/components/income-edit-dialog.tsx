import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors, showServerFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog } from '../../shared/components/form-dialog';
import { RecordHistory } from '../../shared/components/record-history';
import type { IncomeTransaction } from '../api/get-income';
import { changedIncomeFields, incomeFormFields, incomeFormSchema, incomeFormValues, type IncomeFormValues, type IncomePayload } from '../api/income-form';
import { useUpdateIncome } from '../api/update-income';
import { tipsTotal } from '../utils/fils';
import { IncomeFormFields } from './income-form-fields';
import { TaxInvoiceReason } from './tax-invoice-reason';

/**
 * The income edit dialog: opens on a row's Edit; closes on Cancel, on a saved change, or when
 * dismissed (Escape, the close button, outside). Mounted only while open, so each opening starts from
 * the invoice as listed. Only the changed fields are sent. Below the form, the invoice's History for the roles
 * that may read the audit log.
 */
export function IncomeEditDialog({ transaction, onClose }: { transaction: IncomeTransaction; onClose: () => void }) {
  return (
    <FormDialog
      title="Edit Transaction"
      description={`Invoice #${transaction.invoiceNumber} for ${transaction.customerName}. The total and the tips are worked out again on saving.`}
      onClose={onClose}
      className="max-w-3xl"
    >
      <EditForm transaction={transaction} onDone={onClose} />
      <RecordHistory entity="income" entityId={transaction.id} />
    </FormDialog>
  );
}

function EditForm({ transaction, onDone }: { transaction: IncomeTransaction; onDone: () => void }) {
  const id = useId();
  const { register, handleSubmit, setError, control, formState } = useForm<IncomeFormValues, unknown, IncomePayload>({
    resolver: zodResolver(incomeFormSchema),
    defaultValues: incomeFormValues(transaction),
  });
  const update = useUpdateIncome();
  // A record with a tax invoice: why it is corrected (the server asks for it when the edit changes
  // what the invoice says, and then issues a credit note and a corrected invoice).
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [tipsCash, tipsCard] = useWatch({ control, name: ['tipsCashAmount', 'tipsCardAmount'] });
  // Read-only: cash tips + card tips, recomputed whenever either changes.
  const tipsAmount = tipsTotal(tipsCash, tipsCard) ?? '';

  const save = async (payload: IncomePayload) => {
    const changes = changedIncomeFields(transaction, payload);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      const withReason = transaction.taxDocumentId !== undefined && reason.trim() !== '' ? { ...changes, reason: reason.trim() } : changes;
      await update.mutateAsync({ id: transaction.id, changes: withReason });
      toast({ title: 'Transaction Updated', description: `Invoice #${transaction.invoiceNumber} is saved.` });
      onDone();
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      const reasonMessage = apiFieldErrors(error).reason;
      setReasonError(reasonMessage);
      if (!showServerFieldErrors(error, incomeFormFields, setError) && !reasonMessage) {
        toast({ title: 'Transaction Not Updated', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      }
    }
  };

  const tipsId = `${id}-edit-tipsAmount`;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="space-y-5">
      {transaction.taxDocumentId !== undefined ? (
        <TaxInvoiceReason taxDocumentId={transaction.taxDocumentId} action="edit" reason={reason} onReason={setReason} error={reasonError} />
      ) : null}
      <IncomeFormFields
        idPrefix={`${id}-edit`}
        register={register}
        errors={formState.errors}
        afterTips={
          <div className="space-y-2">
            <label htmlFor={tipsId} className="block text-sm font-semibold text-forest-800">
              Total Tips (AED)
            </label>
            <Input id={tipsId} name="tipsAmount" value={tipsAmount} readOnly aria-describedby={`${tipsId}-hint`} className="bg-sand-200 tabular-nums" />
            <p id={`${tipsId}-hint`} className="text-xs text-muted">
              Cash tips + card tips
            </p>
          </div>
        }
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          {formState.isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
