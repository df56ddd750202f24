import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';

import type { TaxDocument } from '../../shared/api/tax-document';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import type { CheckoutDraft } from '../api/checkout-draft';
import { useCheckoutPreview, useCompleteCheckout, type CheckoutInput } from '../api/checkout-sale';
import { checkoutInput, formErrors, formFromDraft, type CheckoutForm } from '../utils/checkout-form';
import type { Errors } from '../utils/form-errors';
import { DiscountFields, TipsFields } from './checkout-extras';
import { CheckoutLines } from './checkout-lines';
import { BuyerFields, PaymentFields } from './checkout-payment';
import { CheckoutTotals } from './checkout-totals';

/** How long the typing pauses before the server prices the sale again. */
export const previewDelayMs = 300;

interface Priced {
  input: CheckoutInput;
  lineIndex: number[];
}

/**
 * The sale being completed: lines, discount, tips, payment and buyer, priced by the server as the desk types
 * (the app computes no tax). Complete sale waits until the payments make the total; the server's field messages
 * show at their fields, the first one focused.
 */
export function CheckoutSale({ draft, onIssued }: { draft: CheckoutDraft; onIssued: (invoice: TaxDocument) => void }) {
  const prefix = useId();
  const bookingId = draft.booking.id;
  const [form, setForm] = useState<CheckoutForm>(() => formFromDraft(draft));
  const [submitErrors, setSubmitErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const complete = useCompleteCheckout();
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);

  const set = (patch: Partial<CheckoutForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setSubmitErrors({});
    setRefusal(null);
  };

  // The buyer is asked for when the desk ticks Full tax invoice, when the last priced total needs her named,
  // or once the server has asked for the buyer's details (a total above the limit that it would not price).
  const [lastNeedsBuyer, setLastNeedsBuyer] = useState(false);
  const [serverAsksBuyer, setServerAsksBuyer] = useState(false);
  const buyerNeeded = draft.registered && (form.fullInvoice || serverAsksBuyer || lastNeedsBuyer);
  const current = JSON.stringify(checkoutInput(form, { forPreview: true, withBuyer: buyerNeeded }));
  const settled = useDebouncedValue(current, previewDelayMs);
  const priced = JSON.parse(settled) as Priced;
  const preview = useCheckoutPreview(bookingId, priced.input.lines.length > 0 ? priced.input : null);
  const needsBuyer = preview.isPlaceholderData ? undefined : preview.data?.needsBuyer;
  if (needsBuyer !== undefined && needsBuyer !== lastNeedsBuyer) setLastNeedsBuyer(needsBuyer);
  const upToDate = settled === current && !preview.isFetching && preview.data !== undefined && !preview.isPlaceholderData;
  const left = preview.data?.due ?? null;
  const paid = upToDate && left === '0.00';

  const previewErrors = formErrors(apiFieldErrors(preview.error), form, priced.lineIndex);
  const errors: Errors = { ...previewErrors, ...submitErrors };
  if (!serverAsksBuyer && Object.keys(errors).some((field) => field.startsWith('buyer.'))) setServerAsksBuyer(true);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitErrors]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!paid || complete.isPending) return;
    const sent = checkoutInput(form, { forPreview: false, withBuyer: buyerNeeded });
    complete.mutate(
      { bookingId, input: sent.input },
      {
        onSuccess: onIssued,
        onError: (error) => {
          if (isUnauthorizedError(error)) return; // the lost-session policy takes over
          const placed = formErrors(apiFieldErrors(error), form, sent.lineIndex);
          focusError.current = true;
          setSubmitErrors(placed);
          setRefusal(`The sale was not completed: ${apiErrorMessage(error) ?? 'please try again.'}`);
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      <CheckoutLines
        prefix={prefix}
        lines={form.lines}
        services={draft.services}
        errors={errors}
        onChange={(lines) => {
          set({ lines });
        }}
      />
      <DiscountFields prefix={prefix} form={form} errors={errors} set={set} />
      <TipsFields prefix={prefix} form={form} errors={errors} set={set} />
      <PaymentFields prefix={prefix} form={form} errors={errors} set={set} />
      {/* A spa not registered for VAT issues receipts, which name no buyer. */}
      {draft.registered ? (
        <BuyerFields
          prefix={prefix}
          form={form}
          errors={errors}
          set={set}
          required={form.fullInvoice ? 'asked' : buyerNeeded ? 'needed' : null}
          threshold={draft.fullInvoiceThreshold}
        />
      ) : null}
      <CheckoutTotals preview={preview.data} registered={draft.registered} stale={!upToDate} />
      <p role="status" className="text-sm font-semibold text-forest-800 tabular-nums">
        {left === null ? '' : leftLabel(left)}
      </p>
      {refusal ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-[#fdf6f5] p-3 text-sm font-medium text-danger">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!paid || complete.isPending} aria-busy={complete.isPending || undefined}>
          {complete.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Complete sale
        </Button>
      </div>
    </form>
  );
}

/** "Left to pay AED 40.00", "Paid in full", or what was paid too much. */
function leftLabel(left: string): string {
  if (left === '0.00') return 'Paid in full';
  return left.startsWith('-') ? `Paid AED ${left.slice(1)} too much` : `Left to pay AED ${left}`;
}
