import { Download } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { formatPrice } from '@/lib/format';

import { PeriodForm } from '../../shared/components/period-form';
import { QueryError } from '../../shared/components/query-error';
import { formatCalendarDate } from '../../shared/utils/format';
import { periodRefusal } from '../../shared/utils/period';
import { fafHref, useVATSummary, vatSummaryCsvHref, type VATDocument, type VATExpense, type VATPeriod } from '../api/get-vat-summary';

const aed = (value: string) => formatPrice(value, 'en');

/**
 * The VAT return panel of the Income tab: the figures of a period (the quarter holding today until
 * the owner picks days) for her VAT return, each opening to the documents it is the sum of, the
 * same as a CSV, and the FTA Audit File of the period. A helper for the return, not a filing: the server adds up, to the fils.
 */
export function VATReturnPanel() {
  const id = useId();
  const [period, setPeriod] = useState<VATPeriod>({ from: '', to: '' });
  const summary = useVATSummary(period);
  const data = summary.data;

  // The period shown, in the inputs and the downloads: the answer's days once it came, the asked ones before.
  const shown = data ? { from: data.from, to: data.to } : period;
  const link = 'inline-flex min-h-11 items-center gap-2 font-medium text-forest-700 underline';
  // A period the server refuses is told at its fields; any other failure is the panel's.
  const periodRefused = periodRefusal(summary);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="font-display text-2xl font-semibold text-forest-800">
            VAT return
          </h3>
          <p className="text-sm text-muted">Figures for the return from the tax invoices, credit notes and expenses. Not a filing.</p>
        </div>
        <div className="flex flex-wrap gap-x-6">
          <a href={vatSummaryCsvHref(shown)} download className={link}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
          <a href={fafHref(shown)} download className={link}>
            <Download aria-hidden="true" className="size-4" />
            Download FTA Audit File
          </a>
        </div>
      </div>
      <PeriodForm label="VAT return period" value={shown} errors={periodRefused} onSubmit={setPeriod} />
      {periodRefused ? null : summary.isError ? (
        <QueryError what="the VAT figures" onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <p role="status" className="text-muted">
          Loading the VAT figures…
        </p>
      ) : (
        <div aria-busy={summary.isFetching || undefined} className="space-y-2">
          <p className="text-sm text-muted">
            From {formatCalendarDate(data.from)} to {formatCalendarDate(data.to)}, at {data.rate}%.
          </p>
          <Figure label="Standard-rated supplies (net)" amount={data.supplies} count={data.invoices.length} noun="tax invoice">
            <DocumentTable caption="Tax invoices of the period" documents={data.invoices} />
          </Figure>
          <Figure label="Output VAT" amount={data.outputVat} count={data.invoices.length} noun="tax invoice">
            <DocumentTable caption="Tax invoices of the period, their VAT" documents={data.invoices} />
          </Figure>
          <Figure label="Less credit notes (net)" amount={data.creditedNet} count={data.creditNotes.length} noun="credit note">
            <DocumentTable caption="Credit notes of the period" documents={data.creditNotes} />
          </Figure>
          <Figure label="Less credit notes (VAT)" amount={data.creditedVat} count={data.creditNotes.length} noun="credit note">
            <DocumentTable caption="Credit notes of the period, their VAT" documents={data.creditNotes} />
          </Figure>
          <Row label="Standard-rated supplies in Dubai (net)" amount={data.netSupplies} />
          <Row label="Output VAT due" amount={data.netOutputVat} />
          <Figure label="Recoverable input VAT" amount={data.inputVat} count={data.expenses.length} noun="expense">
            <ExpenseTable expenses={data.expenses} total={data.expensesAmount} />
          </Figure>
          <Row label="Net VAT due (output less input)" amount={data.netVat} strong />
        </div>
      )}
    </section>
  );
}

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 rounded-md border px-4 py-3 ${strong ? 'font-semibold' : ''}`}>
      <span>{label}</span>
      <span className="tabular-nums">{aed(amount)}</span>
    </div>
  );
}

/** A figure that opens (a native disclosure: Enter or Space) to the documents it is the sum of. */
function Figure({ label, amount, count, noun, children }: { label: string; amount: string; count: number; noun: string; children: ReactNode }) {
  return (
    <details className="rounded-md border px-4 py-3">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span>
          {label}{' '}
          <span className="text-sm text-muted">
            ({count} {count === 1 ? noun : `${noun}s`})
          </span>
        </span>
        <span className="tabular-nums">{aed(amount)}</span>
      </summary>
      <div className="mt-3 overflow-x-auto">{children}</div>
    </details>
  );
}

function DocumentTable({ caption, documents }: { caption: string; documents: VATDocument[] }) {
  if (documents.length === 0) return <p className="text-sm text-muted">None in this period.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left">
          <th scope="col">Number</th>
          <th scope="col">Date</th>
          <th scope="col">Corrects</th>
          <th scope="col" className="text-right">Net</th>
          <th scope="col" className="text-right">VAT</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((d) => (
          <tr key={d.id}>
            <td>{d.number}</td>
            <td className="whitespace-nowrap">{formatCalendarDate(d.issueDate)}</td>
            <td>{d.correctsNumber ?? ''}</td>
            <td className="text-right tabular-nums">{aed(d.net)}</td>
            <td className="text-right tabular-nums">{aed(d.vat)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ExpenseTable({ expenses, total }: { expenses: VATExpense[]; total: string }) {
  if (expenses.length === 0) return <p className="text-sm text-muted">No expense with VAT in this period.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Expenses with VAT of the period, {aed(total)} paid in all</caption>
      <thead>
        <tr className="text-left">
          <th scope="col">Date</th>
          <th scope="col">Category</th>
          <th scope="col">Supplier</th>
          <th scope="col" className="text-right">Amount</th>
          <th scope="col" className="text-right">VAT</th>
        </tr>
      </thead>
      <tbody>
        {expenses.map((e) => (
          <tr key={e.id}>
            <td className="whitespace-nowrap">{formatCalendarDate(e.date)}</td>
            <td>{e.category}</td>
            <td>{e.supplier}</td>
            <td className="text-right tabular-nums">{aed(e.amount)}</td>
            <td className="text-right tabular-nums">{aed(e.vat)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
