import { formatPrice } from '@/lib/format';

import { AdminTable, Td, TableMessage, Th } from '../../shared/components/admin-table';
import type { TherapistSummary } from '../api/get-income-summary';

const money = 'text-right whitespace-nowrap tabular-nums';

/** The therapist commission and tips summary of the period; earnings = commission + therapist tip share. */
export function TherapistSummaryTable({ therapists }: { therapists: TherapistSummary[] }) {
  return (
    <AdminTable caption="Therapist Commission & Tips Summary" minWidth="min-w-[40rem]" captionVisible>
      <thead>
        <tr>
          <Th>Therapist</Th>
          <Th className="text-right">Invoices</Th>
          <Th className="text-right">Commission</Th>
          <Th className="text-right">Tips</Th>
          <Th className="text-right">Tip Share</Th>
          <Th className="text-right">Earnings</Th>
        </tr>
      </thead>
      <tbody>
        {therapists.length === 0 ? (
          <TableMessage columns={6}>No therapists in this period.</TableMessage>
        ) : (
          therapists.map((t) => (
            <tr key={t.name}>
              <Td className="font-semibold text-forest-800">{t.name}</Td>
              <Td className="text-right tabular-nums">{t.count}</Td>
              <Td className={money}>{formatPrice(t.commission, 'en')}</Td>
              <Td className={money}>{formatPrice(t.tips, 'en')}</Td>
              <Td className={money}>{formatPrice(t.therapistTipShare, 'en')}</Td>
              <Td className={`${money} font-semibold`}>{formatPrice(t.earnings, 'en')}</Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
