import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-variants';
import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import { receiptAccept, receiptPath, useExpenseReceipt, type Expense } from '../api/expenses';
import type { ExpenseTexts } from '../utils/expense-texts';

/**
 * An expense's receipt in the list: a link that opens it (a private file the server answers only to those
 * who see the income), and a file picker to attach or replace it, a button to remove it. The server reads the
 * file's content; its refusal (not a PDF or photo, too large) shows under the picker, which it describes.
 */
export function ExpenseReceiptCell({ expense, what, texts }: { expense: Expense; what: string; texts: ExpenseTexts }) {
  const id = `${useId()}-receipt`;
  const [error, setError] = useState<string | undefined>();
  const { upload, remove } = useExpenseReceipt();
  const busy = upload.isPending || remove.isPending;
  const receipt = expense.receipt;

  const failed = (cause: unknown) => {
    if (isUnauthorizedError(cause)) return; // the lost-session policy takes over
    const message = apiFieldErrors(cause).file;
    if (message !== undefined) setError(message);
    else toast({ title: texts.receiptNotSaved, description: apiErrorMessage(cause) ?? texts.tryAgain, variant: 'destructive' });
  };
  const attach = (file: File | undefined) => {
    if (file === undefined) return;
    setError(undefined);
    upload.mutate({ id: expense.id, file }, { onSuccess: () => { toast({ title: texts.receiptAttached, description: file.name }); }, onError: failed });
  };
  const drop = () => {
    setError(undefined);
    remove.mutate(expense.id, { onSuccess: () => { toast({ title: texts.receiptRemoved, description: what }); }, onError: failed });
  };

  return (
    <div className="min-w-40 space-y-2">
      {receipt ? (
        <a href={receiptPath(expense.id)} target="_blank" rel="noopener" aria-label={texts.openReceiptLabel(what)} className="inline-flex max-w-56 items-center gap-1 font-medium text-forest-700 underline underline-offset-2">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{receipt.name}</span>
        </a>
      ) : (
        <span className="text-muted">{texts.noReceipt}</span>
      )}
      <div className="flex flex-wrap gap-2">
        <label className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'cursor-pointer focus-within:ring-2 focus-within:ring-forest-600', busy && 'pointer-events-none opacity-60')}>
          <input
            {...fieldControlProps(id, error)}
            type="file"
            accept={receiptAccept}
            className="sr-only"
            disabled={busy}
            aria-label={receipt ? texts.replaceReceiptLabel(what) : texts.attachReceiptLabel(what)}
            onChange={(event) => {
              attach(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Upload aria-hidden="true" />
          {receipt ? texts.replaceReceipt : texts.attachReceipt}
        </label>
        {receipt ? (
          <Button size="sm" variant="outline" disabled={busy} aria-label={texts.removeReceiptLabel(what)} onClick={drop}>
            <Trash2 aria-hidden="true" />
            {texts.removeReceipt}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
