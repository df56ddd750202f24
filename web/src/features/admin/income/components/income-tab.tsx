import { useRef, useState } from 'react';

import { PagedFooter } from '../../shared/components/paged-footer';
import { QueryError } from '../../shared/components/query-error';
import type { UpdateView } from '../../shared/utils/view';
import { useIncome, type IncomeQuery, type IncomeTransaction } from '../api/get-income';
import { useIncomeSummary } from '../api/get-income-summary';
import { IncomeChartsSection } from '../charts/income-charts-section';
import type { ChartBy } from '../utils/chart-period';
import { hasIncomeFilters, incomeFilterErrors, pickIncomeFilters } from '../utils/income-filters';
import { AddInvoiceForm } from './add-invoice-form';
import { DailySummaryCards } from './daily-summary-cards';
import { DeleteIncomeDialog } from './delete-income-dialog';
import { IncomeActions } from './income-actions';
import { IncomeEditDialog } from './income-edit-dialog';
import { IncomeFiltersBar } from './income-filters-bar';
import { IncomeStatStrip } from './income-stat-strip';
import { IncomeTransactionsTable } from './income-transactions-table';
import { PayStatementPanel } from './pay-statement-panel';
import { TherapistSummaryTable } from './therapist-summary';
import { VATReturnPanel } from './vat-return-panel';

/** Which dialog is open over the table. */
type Open = { dialog: 'none' } | { dialog: 'edit' | 'delete'; transaction: IncomeTransaction };

/**
 * The Income tab: filters and Reset, Refresh Data, Download Report, the daily summary cards, the
 * therapist summary, the stat strip, the VAT return panel, the transactions (paged, with Edit and Delete), the edit dialog
 * and the Add New Invoice form. Filters and page live in the URL; the server filters and adds up.
 */
/** The tab's view in the URL: the transactions' page and filters, and the charts' grain ('' is by day). */
export type IncomeView = IncomeQuery & { by?: ChartBy | '' };

export function IncomeTab({ params, update }: { params: IncomeView; update: UpdateView<IncomeView> }) {
  const filters = pickIncomeFilters(params);
  // Filters the server would refuse (an old link) are shown with their message and not asked for.
  const valid = Object.keys(incomeFilterErrors(filters)).length === 0;
  const income = useIncome({ page: params.page, ...filters }, { enabled: valid });
  const summary = useIncomeSummary(filters, { enabled: valid });
  const [open, setOpen] = useState<Open>({ dialog: 'none' });
  const transactionsHeading = useRef<HTMLHeadingElement>(null);

  const close = () => {
    setOpen({ dialog: 'none' });
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="font-display text-3xl font-semibold text-forest-800">Income</h2>
          <p className="text-sm text-muted">Invoices, commission and tips{hasIncomeFilters(filters) ? ' of the filtered period' : ''}.</p>
        </div>
        <IncomeActions startDate={filters.from} endDate={filters.to} />
      </div>
      <IncomeFiltersBar
        filters={filters}
        onApply={(next) => {
          update(next, { replace: true });
        }}
      />
      {summary.isError ? (
        <QueryError what="the income summary" onRetry={() => void summary.refetch()} />
      ) : (
        <IncomeStatStrip totals={summary.data?.totals} loading={valid && summary.isPending} />
      )}
      <section aria-labelledby="income-transactions-heading" className="space-y-3">
        <h3 id="income-transactions-heading" ref={transactionsHeading} tabIndex={-1} className="font-display text-2xl font-semibold text-forest-800">
          Transactions
        </h3>
        <div aria-busy={income.isFetching || undefined}>
          <IncomeTransactionsTable
            rows={income.data?.rows ?? []}
            loading={valid && income.isPending}
            failed={income.isError && !income.data}
            filtered={hasIncomeFilters(filters)}
            onRetry={() => void income.refetch()}
            onEdit={(transaction) => {
              setOpen({ dialog: 'edit', transaction });
            }}
            onDelete={(transaction) => {
              setOpen({ dialog: 'delete', transaction });
            }}
          />
        </div>
        <PagedFooter list={income} page={params.page} update={update} noun={['transaction', 'transactions']} label="Income pages" />
      </section>
      {valid ? (
        <IncomeChartsSection
          from={filters.from}
          to={filters.to}
          by={params.by === undefined || params.by === '' ? 'day' : params.by}
          onBy={(by) => {
            update({ by: by === 'day' ? '' : by }, { replace: true });
          }}
        />
      ) : null}
      {summary.data ? (
        <>
          <DailySummaryCards days={summary.data.days} dayCount={summary.data.dayCount} />
          <section aria-labelledby="therapist-summary-heading" className="space-y-3">
            <h3 id="therapist-summary-heading" className="font-display text-2xl font-semibold text-forest-800">
              Therapist Commission &amp; Tips
            </h3>
            <TherapistSummaryTable therapists={summary.data.therapists} />
          </section>
        </>
      ) : null}
      <PayStatementPanel />
      <VATReturnPanel />
      <AddInvoiceForm />
      {open.dialog === 'edit' ? <IncomeEditDialog transaction={open.transaction} onClose={close} /> : null}
      {open.dialog === 'delete' ? (
        <DeleteIncomeDialog
          transaction={open.transaction}
          onClose={close}
          focusAfterDelete={() => transactionsHeading.current?.focus()}
        />
      ) : null}
    </div>
  );
}
