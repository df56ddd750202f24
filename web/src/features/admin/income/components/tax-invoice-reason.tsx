import { useId } from 'react';

import { Input } from '@/components/ui/input';

import { useTaxInvoiceNumber } from '../api/get-tax-invoice';
import { correctionNotice } from '../utils/income-texts';

/**
 * For a record with a tax invoice: says what saving or deleting issues (the invoice itself is never
 * changed) and asks why, the reason the credit note carries.
 */
export function TaxInvoiceReason({
  taxDocumentId,
  action,
  reason,
  onReason,
  error,
}: {
  taxDocumentId: number;
  action: keyof typeof correctionNotice;
  reason: string;
  onReason: (reason: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const invoice = useTaxInvoiceNumber(taxDocumentId);
  const number = invoice.data ?? '…';
  return (
    <div className="space-y-2 rounded-md border border-sand-300 bg-sand-100 p-3">
      <p className="text-sm text-forest-800">{correctionNotice[action](number)}</p>
      <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-forest-800">
        Reason
      </label>
      <Input
        id={`${id}-reason`}
        name="reason"
        value={reason}
        maxLength={500}
        required
        onChange={(event) => {
          onReason(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-reason-error` : undefined}
      />
      {error ? (
        <p id={`${id}-reason-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
