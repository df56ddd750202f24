import { LoaderCircle } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import type { TaxDocument } from '../../shared/api/tax-document';
import { useIssueCreditNote, type CreditNoteInput } from '../api/invoices';

/** "Issue credit note", and the form it opens. */
export function CreditNoteSection({ invoice, left }: { invoice: TaxDocument; left: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        Issue credit note
      </Button>
    );
  }
  return (
    <CreditNoteForm
      invoice={invoice}
      left={left}
      onDone={() => {
        setOpen(false);
      }}
    />
  );
}

/**
 * A credit note for the invoice: one amount shared over its lines, or an amount for some lines, and the reason.
 * The server refuses more than is left, and says how much is.
 */
function CreditNoteForm({ invoice, left, onDone }: { invoice: TaxDocument; left: string; onDone: () => void }) {
  const id = useId();
  const [byLine, setByLine] = useState(false);
  const [amount, setAmount] = useState('');
  const [lineAmounts, setLineAmounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const issue = useIssueCreditNote();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sentLines = invoice.lines.filter((line) => (lineAmounts[line.position] ?? '').trim() !== '');
    const input: CreditNoteInput = byLine
      ? { lines: sentLines.map((line) => ({ line: line.position, amount: (lineAmounts[line.position] ?? '').trim() })), reason: reason.trim() }
      : { amount: amount.trim(), reason: reason.trim() };
    issue.mutate(
      { id: invoice.id, input },
      {
        onSuccess: (note) => {
          toast({ title: 'Credit Note Issued', description: `${note.number} credits AED ${note.total} of ${invoice.number}.` });
          onDone();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return; // the lost-session policy takes over
          const found: Record<string, string> = {};
          for (const [field, message] of Object.entries(apiFieldErrors(error))) {
            const line = /^lines\[(\d+)\]\./.exec(field);
            const position = line ? sentLines[Number(line[1])]?.position : undefined;
            found[position === undefined ? field : `line-${String(position)}`] ??= message;
          }
          if (Object.keys(found).length === 0) found.form = apiErrorMessage(error) ?? 'The credit note was not issued. Please try again.';
          setErrors(found);
        },
      },
    );
  };

  const control = (name: string) => fieldControlProps(`${id}-${name}`, errors[name]);
  const groupError = errors.lines ?? errors.form;
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-sand-300 bg-white p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-forest-800">
        Credit note for {invoice.number} (AED {left} left to credit)
      </h3>
      <div role="radiogroup" aria-label="Credit" className="flex flex-wrap gap-x-5 gap-y-2">
        {[
          { value: false, label: 'One amount' },
          { value: true, label: 'By line' },
        ].map((mode) => (
          <label key={mode.label} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              className="size-5 accent-forest-800"
              checked={byLine === mode.value}
              onChange={() => {
                setByLine(mode.value);
                setErrors({});
              }}
            />
            {mode.label}
          </label>
        ))}
      </div>
      {groupError ? (
        <p role="alert" className="font-medium text-danger">
          {groupError}
        </p>
      ) : null}
      {byLine ? (
        invoice.lines.map((line) => (
          <FormField key={line.position} id={`${id}-line-${String(line.position)}`} label={`Line ${String(line.position)}: ${line.description} (AED ${line.amount})`} error={errors[`line-${String(line.position)}`]}>
            <Input
              {...control(`line-${String(line.position)}`)}
              inputMode="decimal"
              value={lineAmounts[line.position] ?? ''}
              className="tabular-nums"
              onChange={(event) => {
                setLineAmounts({ ...lineAmounts, [line.position]: event.target.value });
              }}
            />
          </FormField>
        ))
      ) : (
        <FormField id={`${id}-amount`} label="Amount to credit (AED, VAT included)" error={errors.amount}>
          <Input
            {...control('amount')}
            inputMode="decimal"
            value={amount}
            className="tabular-nums"
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
        </FormField>
      )}
      <FormField id={`${id}-reason`} label="Reason" error={errors.reason}>
        <Input
          {...control('reason')}
          value={reason}
          maxLength={500}
          onChange={(event) => {
            setReason(event.target.value);
          }}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={issue.isPending} aria-busy={issue.isPending || undefined}>
          {issue.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Issue credit note
        </Button>
      </div>
    </form>
  );
}
