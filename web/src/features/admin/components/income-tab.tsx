import { Banknote, CreditCard, Receipt } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';

import { useIncome } from '../api/get-income';
import { useIncomeStats } from '../api/get-income-stats';
import type { UpdateDashboardParams } from '../hooks/use-dashboard-params';
import type { DashboardParams } from '../utils/dashboard-params';
import { pickIncomeFilters } from '../utils/income-filters';
import { formatAedAmount, formatCalendarDate } from '../utils/format';
import { AdminTable, Td, TableMessage, Th } from './admin-table';
import { QueryError } from './query-error';
import { StatCard } from './stat-card';

const columns = 8;

/**
 * SPEC §2 Income, as far as the server serves it today: the income totals and the recorded transactions,
 * read-only. Adding, editing and deleting invoices, filters and the report download come with the income issue.
 */
export function IncomeTab({ params }: { params: DashboardParams; update: UpdateDashboardParams }) {
  const stats = useIncomeStats();
  const income = useIncome({ page: params.page, ...pickIncomeFilters(params) });
  const list = income.data?.rows ?? [];
  const amount = (value: string | undefined) => (value === undefined ? '—' : formatAedAmount(value));

  return (
    <div className="space-y-6">
      <section aria-labelledby="income-totals-heading">
        <h3 id="income-totals-heading" className="sr-only">
          Income totals
        </h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard title="Total Invoice Amounts" value={amount(stats.data?.totalIncome)} icon={Receipt} loading={stats.isPending} />
          <StatCard title="Total Cash" value={amount(stats.data?.totalCash)} icon={Banknote} loading={stats.isPending} />
          <StatCard title="Total Card" value={amount(stats.data?.totalVisa)} icon={CreditCard} loading={stats.isPending} />
        </div>
      </section>
      <AdminTable caption="Income transactions" minWidth="min-w-[56rem]" captionVisible>
        <thead>
          <tr>
            <Th>Invoice</Th>
            <Th>Date</Th>
            <Th>Customer</Th>
            <Th>Service</Th>
            <Th>Therapist</Th>
            <Th className="text-right">Cash</Th>
            <Th className="text-right">Card</Th>
            <Th className="text-right">Total</Th>
          </tr>
        </thead>
        <tbody>
          {income.isPending ? (
            <TableMessage columns={columns}>
              <Spinner label="Loading income" className="py-4" />
            </TableMessage>
          ) : income.isError ? (
            <TableMessage columns={columns}>
              <QueryError what="income" onRetry={() => void income.refetch()} />
            </TableMessage>
          ) : list.length === 0 ? (
            <TableMessage columns={columns}>No transactions recorded yet.</TableMessage>
          ) : (
            list.map((row) => (
              <tr key={row.id}>
                <Td className="font-semibold text-forest-800">#{row.invoiceNumber}</Td>
                <Td className="whitespace-nowrap">{formatCalendarDate(row.transactionDate)}</Td>
                <Td>{row.customerName}</Td>
                <Td>{row.serviceName}</Td>
                <Td>{row.therapistName}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatAedAmount(row.cashAmount)}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatAedAmount(row.visaAmount)}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatAedAmount(row.totalAmount)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </div>
  );
}
