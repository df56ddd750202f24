import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { formatFils, parseFils } from '@/lib/fils';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useBookingPayments, useMakeRefund, type BookingPayment } from '../api/booking-payments';

const statusLabel: Record<BookingPayment['status'], string> = {
  paid: 'Paid',
  refund_due: 'Refund on its way',
  refunded: 'Refunded',
};

/** A payment's kind as the panel names it. */
const kindLabel = (kind: string) => (kind === 'deposit' ? 'Deposit' : kind.charAt(0).toUpperCase() + kind.slice(1));

const aed = (amount: string) => formatPrice(amount, 'en');

/**
 * A booking's Payments: what was paid (amount, status, its invoice's number), the refunds made (each with its
 * credit note), and, for an owner or a manager, a Refund: the amount (all that is left, or part of it) is shown
 * and confirmed before Stripe is asked. Nothing shows for a booking that took no payment.
 */
export function BookingPayments({ bookingId, canRefund, title = 'Payments' }: { bookingId: number; canRefund: boolean; title?: string }) {
  const money = useBookingPayments(bookingId);
  if (money.isPending) return <Spinner label="Loading payments" className="py-4" />;
  if (money.isError) {
    return (
      <section aria-label={title} className="mt-6 border-t border-sand-300 pt-4">
        <h3 className="mb-2 font-semibold text-forest-800">{title}</h3>
        <p className="text-sm text-muted">The payments could not be loaded.</p>
      </section>
    );
  }
  const { payments, refunds } = money.data;
  if (payments.length === 0) return null;
  const refundable = payments.find((p) => p.status === 'paid' && (parseFils(p.refundable) ?? 0) > 0);
  return (
    <section aria-labelledby={`payments-${String(bookingId)}`} className="mt-6 space-y-3 border-t border-sand-300 pt-4">
      <h3 id={`payments-${String(bookingId)}`} className="font-semibold text-forest-800">
        {title}
      </h3>
      <ul className="space-y-2 text-sm">
        {payments.map((p) => (
          <li key={p.id} className="rounded-lg border border-sand-300 bg-white p-3">
            <p className="font-semibold text-forest-800">
              {kindLabel(p.kind)}: {aed(p.amount)} · {statusLabel[p.status]}
            </p>
            <p>{p.invoiceNumber === '' ? 'No invoice: it came after the hold ended' : `Invoice ${p.invoiceNumber}`}</p>
            {(parseFils(p.refunded) ?? 0) > 0 ? <p>Refunded {aed(p.refunded)}</p> : null}
          </li>
        ))}
      </ul>
      {refunds.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-forest-800">Refunds</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {refunds.map((r) => (
              <li key={r.id}>
                {aed(r.amount)} refunded{r.creditNoteNumber === '' ? '' : `, credit note ${r.creditNoteNumber}`}
                {r.refundedBy === '' ? ' (automatic)' : ` by ${r.refundedBy}`}: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canRefund && refundable ? <RefundAction key={`${String(refundable.id)}-${refundable.refundable}`} bookingId={bookingId} payment={refundable} /> : null}
    </section>
  );
}

/** Refund: the form (amount, reason), then the amount to confirm, then Stripe's refund and its credit note. */
function RefundAction({ bookingId, payment }: { bookingId: number; payment: BookingPayment }) {
  const id = useId();
  const [step, setStep] = useState<'closed' | 'form' | 'confirm'>('closed');
  const [amount, setAmount] = useState(payment.refundable);
  // The amount reviewed, as the API writes money ("40.00"): what is confirmed and sent.
  const [reviewed, setReviewed] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refund = useMakeRefund();
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
    if (step === 'form') amountRef.current?.focus();
  }, [step]);

  if (step === 'closed') {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setStep('form');
        }}
      >
        Refund
      </Button>
    );
  }

  const review = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fils = parseFils(amount);
    if (fils === null || fils === 0) {
      setErrors({ amount: 'Enter an amount above 0 with at most two decimals.' });
      return;
    }
    if (fils > (parseFils(payment.refundable) ?? 0)) {
      setErrors({ amount: `At most ${aed(payment.refundable)} is left to refund.` });
      return;
    }
    setErrors({});
    setReviewed(formatFils(fils));
    setStep('confirm');
  };

  const confirm = () => {
    const input = reason.trim() === '' ? { paymentId: payment.id, amount: reviewed } : { paymentId: payment.id, amount: reviewed, reason: reason.trim() };
    refund.mutate(
      { bookingId, input },
      {
        onSuccess: (made) => {
          const note = made.refund.creditNoteNumber === '' ? '' : ` Credit note ${made.refund.creditNoteNumber} issued.`;
          toast({ title: 'Refund Made', description: `${aed(made.refund.amount)} refunded to the guest's card.${note}` });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return; // the lost-session policy takes over
          const found: Record<string, string> = { ...apiFieldErrors(error) };
          if (Object.keys(found).length === 0) found.form = apiErrorMessage(error) ?? 'The refund was not made. Please try again.';
          setErrors(found);
          setStep('form');
        },
      },
    );
  };

  if (step === 'confirm') {
    return (
      <div className="space-y-3 rounded-xl border border-sand-300 bg-white p-4" role="group" aria-labelledby={`${id}-confirm`}>
        <h4 id={`${id}-confirm`} ref={confirmRef} tabIndex={-1} className="font-semibold text-forest-800">
          Refund {aed(reviewed)} to the guest&apos;s card?
        </h4>
        <p className="text-sm">
          Stripe gives back {aed(reviewed)} of the {aed(payment.amount)} paid
          {payment.invoiceNumber === '' ? '.' : `, and a credit note of ${aed(reviewed)} against ${payment.invoiceNumber} is issued.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={refund.isPending} onClick={confirm}>
            {refund.isPending ? 'Refunding…' : `Confirm refund of ${aed(reviewed)}`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={refund.isPending}
            onClick={() => {
              setStep('form');
            }}
          >
            Back
          </Button>
        </div>
      </div>
    );
  }

  const control = (name: string) => fieldControlProps(`${id}-${name}`, errors[name]);
  const formError = errors.form ?? errors.paymentId;
  return (
    <form noValidate onSubmit={review} className="space-y-3 rounded-xl border border-sand-300 bg-white p-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold text-forest-800">
        Refund {payment.invoiceNumber === '' ? 'the payment' : `of ${payment.invoiceNumber}`} ({aed(payment.refundable)} left to refund)
      </h4>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <FormField id={`${id}-amount`} label="Amount to refund (AED)" error={errors.amount}>
        <Input
          {...control('amount')}
          ref={amountRef}
          inputMode="decimal"
          value={amount}
          className="tabular-nums"
          onChange={(event) => {
            setAmount(event.target.value);
          }}
        />
      </FormField>
      <FormField id={`${id}-reason`} label="Reason (optional, on the credit note)" error={errors.reason}>
        <Input
          {...control('reason')}
          value={reason}
          maxLength={500}
          onChange={(event) => {
            setReason(event.target.value);
          }}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Review refund
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setErrors({});
            setStep('closed');
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
