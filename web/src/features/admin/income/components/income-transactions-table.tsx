import { Pencil } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';

import { DataTable, type Column } from '../../shared/components/data-table';
import { DeleteRowButton } from '../../shared/components/delete-row-button';
import { formatCalendarDate } from '../../shared/utils/format';
import type { IncomeTransaction } from '../api/get-income';

const money = 'whitespace-nowrap tabular-nums';

/** An amount column, right-aligned, sortable by its value. */
function amount(id: string, header: string, value: (row: IncomeTransaction) => string, className = money): Column<IncomeTransaction> {
  return { id, header, align: 'end', className, sortValue: (row) => Number(value(row)), cell: (row) => formatPrice(value(row), 'en') };
}

function columns(onEdit: (transaction: IncomeTransaction) => void, onDelete: (transaction: IncomeTransaction) => void): Column<IncomeTransaction>[] {
  return [
    { id: 'invoice', header: 'Invoice', primary: true, className: 'font-semibold whitespace-nowrap text-forest-800', cell: (row) => `#${row.invoiceNumber}` },
    { id: 'date', header: 'Date', className: 'whitespace-nowrap', sortValue: (row) => row.transactionDate, cell: (row) => formatCalendarDate(row.transactionDate) },
    { id: 'source', header: 'Source', className: 'whitespace-nowrap', cell: (row) => row.source },
    { id: 'customer', header: 'Customer', sortValue: (row) => row.customerName, cell: (row) => row.customerName },
    { id: 'service', header: 'Service', cell: (row) => row.serviceName },
    { id: 'therapist', header: 'Therapist', sortValue: (row) => row.therapistName, cell: (row) => row.therapistName },
    amount('cash', 'Cash', (row) => row.cashAmount),
    amount('card', 'Card', (row) => row.visaAmount),
    amount('commission', 'Commission', (row) => row.commissionAmount),
    amount('tips', 'Tips', (row) => row.tipsAmount),
    amount('total', 'Total', (row) => row.totalAmount, `${money} font-semibold`),
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <div className="inline-flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Edit invoice #${row.invoiceNumber}`}
            onClick={() => {
              onEdit(row);
            }}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <DeleteRowButton
            label={`Delete invoice #${row.invoiceNumber}`}
            onClick={() => {
              onDelete(row);
            }}
          />
        </div>
      ),
    },
  ];
}

/** The transactions of one page, newest first (sortable within the page), each with Edit and Delete. */
export function IncomeTransactionsTable({
  rows,
  loading,
  failed,
  filtered,
  onRetry,
  onEdit,
  onDelete,
}: {
  rows: IncomeTransaction[];
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
  onEdit: (transaction: IncomeTransaction) => void;
  onDelete: (transaction: IncomeTransaction) => void;
}) {
  return (
    <DataTable
      caption="Income transactions, newest first"
      captionVisible
      rows={rows}
      columns={columns(onEdit, onDelete)}
      rowKey={(row) => row.id}
      rowData={(row) => ({ 'data-invoice': row.invoiceNumber, 'data-income-id': row.id })}
      loading={loading}
      loadingLabel="Loading income"
      error={failed ? { what: 'income', onRetry } : null}
      empty={filtered ? 'No transactions match these filters.' : 'No transactions recorded yet.'}
    />
  );
}
