import { formatPrice } from '@/lib/format';

import { DataTable, type Column } from '../../shared/components/data-table';
import type { TherapistSummary } from '../api/get-income-summary';

const money = 'whitespace-nowrap tabular-nums';

const amount = (id: string, header: string, value: (t: TherapistSummary) => string, className = money): Column<TherapistSummary> => ({
  id,
  header,
  align: 'end',
  className,
  sortValue: (t) => Number(value(t)),
  cell: (t) => formatPrice(value(t), 'en'),
});

const columns: Column<TherapistSummary>[] = [
  { id: 'name', header: 'Therapist', primary: true, className: 'font-semibold text-forest-800', sortValue: (t) => t.name, cell: (t) => t.name },
  { id: 'count', header: 'Invoices', align: 'end', className: 'tabular-nums', sortValue: (t) => t.count, cell: (t) => t.count },
  amount('commission', 'Commission', (t) => t.commission),
  amount('tips', 'Tips', (t) => t.tips),
  amount('share', 'Tip Share', (t) => t.therapistTipShare),
  amount('earnings', 'Earnings', (t) => t.earnings, `${money} font-semibold`),
];

/** The therapist commission and tips summary of the period; earnings = commission + therapist tip share. */
export function TherapistSummaryTable({ therapists }: { therapists: TherapistSummary[] }) {
  return (
    <DataTable
      caption="Therapist Commission & Tips Summary"
      captionVisible
      rows={therapists}
      columns={columns}
      rowKey={(t) => t.name}
      empty="No therapists in this period."
    />
  );
}
