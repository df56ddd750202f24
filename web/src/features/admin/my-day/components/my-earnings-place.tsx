import { useId, useState } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPrice } from '@/lib/format';

import { QueryError } from '../../shared/components/query-error';
import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { formatCalendarDate } from '../../shared/utils/format';
import { useMyEarnings, type MyEarnings } from '../api/get-my-earnings';

const money = (amount: string) => formatPrice(amount, 'en');

/**
 * My earnings: a therapist's commission and tip share for a month, per day with invoices under her name and the
 * month's totals, from `GET /api/admin/me/earnings` (the same figures as her line of the Income tab's summary).
 */
export function MyEarningsPlace() {
  const id = useId();
  const clock = useSpaClock();
  const [month, setMonth] = useState(() => clock.today().slice(0, 7));
  const earnings = useMyEarnings(month);

  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-4">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-forest-800">
        My earnings
      </h2>
      <FormField id={`${id}-month`} label="Month" className="max-w-xs space-y-1">
        <Input
          id={`${id}-month`}
          type="month"
          value={month}
          onChange={(e) => {
            if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
          }}
        />
      </FormField>
      {earnings.isPending ? (
        <p role="status" className="py-8 text-center text-muted">
          Loading your earnings…
        </p>
      ) : earnings.isError ? (
        <QueryError what="your earnings" onRetry={() => void earnings.refetch()} />
      ) : (
        <EarningsMonth earnings={earnings.data} />
      )}
    </section>
  );
}

function EarningsMonth({ earnings }: { earnings: MyEarnings }) {
  const { totals } = earnings;
  return (
    <div className="space-y-4">
      <section aria-label="Month totals">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure term="Earnings" value={money(totals.earnings)} />
          <Figure term="Commission" value={money(totals.commission)} />
          <Figure term="Tip share" value={money(totals.therapistTipShare)} />
          <Figure term="Treatments" value={String(totals.count)} />
        </dl>
      </section>
      {earnings.days.length === 0 ? (
        <p className="text-muted">No invoices under your name this month.</p>
      ) : (
        <ul aria-label="Per day" className="space-y-2">
          {earnings.days.map((d) => (
            <li key={d.date} className="rounded-xl border border-sand-300 bg-white p-3 text-sm">
              <p className="font-semibold text-forest-800">
                {formatCalendarDate(d.date)} · {money(d.earnings)}
              </p>
              <p className="text-muted">
                Commission {money(d.commission)} · Tip share {money(d.therapistTipShare)} · {d.count} {d.count === 1 ? 'treatment' : 'treatments'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border border-sand-300 bg-white p-3">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="text-lg font-semibold text-forest-800">{value}</dd>
    </div>
  );
}
