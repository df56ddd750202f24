import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, showServerFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { formatPrice } from '@/lib/format';

import { clearInvoiceDraft, peekInvoiceDraft, type InvoiceDraft } from '../../shared/utils/invoice-draft';
import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { useCreateIncome } from '../api/create-income';
import { emptyIncomeForm, incomeFormFields, incomeFormSchema, type IncomeFormValues, type IncomePayload } from '../api/income-form';
import { cardWithMarkup, invoiceTotal, suggestedCommission } from '../utils/fils';
import { IncomeFormFields } from './income-form-fields';

/**
 * Add New Invoice: date, source, customer, service and therapist required; amounts blank = 0.
 * The server numbers the invoice (from 1526) and stores the total; the form previews it exactly.
 */
export function AddInvoiceForm() {
  const id = useId();
  const clock = useSpaClock();
  // An invoice started from a completed booking on the calendar comes prefilled.
  const [draft] = useState<InvoiceDraft | null>(peekInvoiceDraft);
  const form = useForm<IncomeFormValues, unknown, IncomePayload>({
    resolver: zodResolver(incomeFormSchema),
    defaultValues: draft ? fromDraft(emptyIncomeForm(clock.today()), draft) : emptyIncomeForm(clock.today()),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!draft) return;
    clearInvoiceDraft();
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [draft]);
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const create = useCreateIncome();
  const [cash, card, spaTipShare, expenses, percent] = useWatch({
    control,
    name: ['cashAmount', 'visaAmount', 'spaTipShare', 'expensesAmount', 'commissionPercentage'],
  });
  const total = invoiceTotal({ cash, card, spaTipShare, expenses });
  const markup = cardWithMarkup(card);
  const suggested = suggestedCommission(cash, card, percent.trim() === '' ? '40' : percent);

  const save = async (payload: IncomePayload) => {
    try {
      const invoice = await create.mutateAsync(payload);
      toast({ title: 'Invoice Created', description: `Invoice #${invoice.invoiceNumber} for ${invoice.customerName} is saved.` });
      reset(emptyIncomeForm(clock.today()));
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      if (!showServerFieldErrors(error, incomeFormFields, setError)) {
        toast({ title: 'Invoice Not Created', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      }
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs sm:p-6">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold text-forest-800">
        Add New Invoice
      </h3>
      <p className="mt-1 mb-5 text-sm text-muted">
        The invoice number is given on saving (from #1526). Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      {draft ? (
        <p role="status" className="-mt-3 mb-5 rounded-xl border border-sand-300 bg-sand-100 px-3 py-2 text-sm text-ink">
          Prefilled from booking #{draft.bookingId}. The amount is entered as cash: move it to card if the guest paid by card
          {draft.serviceName === '' ? ', and choose the service' : ''}.
        </p>
      ) : null}
      <form noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void handleSubmit(save)(event)} className="space-y-5">
        <IncomeFormFields
          idPrefix={`${id}-add`}
          register={register}
          errors={formState.errors}
          hints={{
            commissionAmount: suggested ? `Suggested: ${formatPrice(suggested, 'en')} (${percent.trim() || '40'}% of cash + card)` : '',
            visaAmount: markup ? `With the 40% markup: ${formatPrice(markup, 'en')}` : '',
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-sand-300 pt-4">
          <p className="text-sm text-ink" aria-live="polite">
            Invoice total (cash + card + spa tip share + expenses):{' '}
            <strong className="tabular-nums">{total === null ? '—' : formatPrice(total, 'en')}</strong>
          </p>
          <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            {formState.isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
            Add Invoice
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The form's values for an invoice started from a booking: its day, customer, service, therapist, price (as cash) and rate. */
function fromDraft(empty: IncomeFormValues, draft: InvoiceDraft): IncomeFormValues {
  return {
    ...empty,
    transactionDate: draft.transactionDate,
    customerName: draft.customerName,
    serviceName: draft.serviceName,
    serviceCategory: draft.serviceCategory,
    therapistName: draft.therapistName,
    cashAmount: draft.amount,
    commissionPercentage: draft.commissionPercentage,
  };
}
