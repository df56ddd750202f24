import { useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatTime12 } from '@/lib/format';

import type { TaxDocument } from '../../shared/api/tax-document';
import { FormDialog } from '../../shared/components/form-dialog';
import { QueryError } from '../../shared/components/query-error';
import type { CheckoutBooking } from '../../shared/utils/checkout-launcher';
import { formatCalendarDate } from '../../shared/utils/format';
import { useCheckoutDraft } from '../api/checkout-draft';
import { CheckoutDone } from './checkout-done';
import { CheckoutSale } from './checkout-sale';

/**
 * The desk's Checkout of a booking: the draft the server makes of it (the booked service at its price), the sale
 * the desk completes from it, then the invoice issued, to print, download or e-mail. A booking cancelled or
 * already checked out gets the server's refusal instead.
 */
export function CheckoutDialog({ booking, onClose }: { booking: CheckoutBooking; onClose: () => void }) {
  const draft = useCheckoutDraft(booking.id);
  const [invoice, setInvoice] = useState<TaxDocument | null>(null);
  const about = draft.data?.booking;
  const description = about
    ? `${about.customerName} · ${about.serviceName} · ${formatCalendarDate(about.date)} ${formatTime12(about.time)}`
    : `The sale of ${booking.customerName}'s booking.`;
  return (
    <FormDialog title="Checkout" description={description} onClose={onClose} className="max-w-3xl">
      {invoice ? (
        <CheckoutDone invoice={invoice} onClose={onClose} />
      ) : draft.isPending ? (
        <Spinner label="Loading the sale" className="py-10" />
      ) : draft.isError ? (
        <DraftRefused error={draft.error} onRetry={() => void draft.refetch()} />
      ) : (
        <CheckoutSale draft={draft.data} onIssued={setInvoice} />
      )}
    </FormDialog>
  );
}

/** A booking that may not be checked out (cancelled, or checked out already) says why, as the server does. */
function DraftRefused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 409) {
    const checkedOut = error.code?.params.invoiceId !== undefined;
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-danger/40 bg-[#fdf6f5] p-4 text-sm">
        <p className="font-semibold text-danger">{apiErrorMessage(error) ?? 'This booking cannot be checked out.'}</p>
        {checkedOut ? <p>Its invoice is under Invoices, to print or e-mail again.</p> : null}
      </div>
    );
  }
  return <QueryError what="the sale" onRetry={onRetry} />;
}
