import { Pencil } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatPrice } from '@/lib/format';

import { AdminTable, Td, TableMessage, Th } from '../../shared/components/admin-table';
import { DeleteRowButton } from '../../shared/components/delete-row-button';
import { QueryError } from '../../shared/components/query-error';
import { formatCalendarDate } from '../../shared/utils/format';
import type { IncomeTransaction } from '../api/get-income';

const columns = 12;

const money = 'text-right whitespace-nowrap tabular-nums';

/** The transactions of one page, newest first, each with Edit and Delete. */
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
    <AdminTable caption="Income transactions, newest first" minWidth="min-w-[78rem]" captionVisible>
      <thead>
        <tr>
          <Th>Invoice</Th>
          <Th>Date</Th>
          <Th>Source</Th>
          <Th>Customer</Th>
          <Th>Service</Th>
          <Th>Therapist</Th>
          <Th className="text-right">Cash</Th>
          <Th className="text-right">Card</Th>
          <Th className="text-right">Commission</Th>
          <Th className="text-right">Tips</Th>
          <Th className="text-right">Total</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <TableMessage columns={columns}>
            <Spinner label="Loading income" className="py-4" />
          </TableMessage>
        ) : failed ? (
          <TableMessage columns={columns}>
            <QueryError what="income" onRetry={onRetry} />
          </TableMessage>
        ) : rows.length === 0 ? (
          <TableMessage columns={columns}>{filtered ? 'No transactions match these filters.' : 'No transactions recorded yet.'}</TableMessage>
        ) : (
          rows.map((row) => (
            <tr key={row.id} data-invoice={row.invoiceNumber}>
              <Td className="font-semibold whitespace-nowrap text-forest-800">#{row.invoiceNumber}</Td>
              <Td className="whitespace-nowrap">{formatCalendarDate(row.transactionDate)}</Td>
              <Td className="whitespace-nowrap">{row.source}</Td>
              <Td>{row.customerName}</Td>
              <Td>{row.serviceName}</Td>
              <Td>{row.therapistName}</Td>
              <Td className={money}>{formatPrice(row.cashAmount, 'en')}</Td>
              <Td className={money}>{formatPrice(row.visaAmount, 'en')}</Td>
              <Td className={money}>{formatPrice(row.commissionAmount, 'en')}</Td>
              <Td className={money}>{formatPrice(row.tipsAmount, 'en')}</Td>
              <Td className={`${money} font-semibold`}>{formatPrice(row.totalAmount, 'en')}</Td>
              <Td className="text-right whitespace-nowrap">
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
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
