import { Banknote, CalendarCheck, CreditCard, Receipt } from 'lucide-react';

import { formatPrice } from '@/lib/format';

import { useAdminStats } from '../../bookings/api/get-stats';
import { useIncomeStats } from '../../income/api/get-income-stats';
import { StatCard } from '../../shared/components/stat-card';

const compact = 'p-3 sm:p-4 [&_[data-slot=stat-value]]:text-lg sm:[&_[data-slot=stat-value]]:text-2xl [&_span.grid]:size-8';

/**
 * The four cards of the Bookings place: Total Invoice Amounts, Total Cash, Total Card and Total Bookings,
 * compact: one row on a desk, two by two on a phone.
 */
export function OverviewCards() {
  const income = useIncomeStats();
  const stats = useAdminStats();
  const amount = (value: string | undefined) => (value === undefined ? '—' : formatPrice(value, 'en'));

  return (
    <section aria-labelledby="overview-heading" className="mb-6">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <div data-testid="overview-cards" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          className={compact}
          title="Total Invoice Amounts"
          value={amount(income.data?.totalIncome)}
          icon={Receipt}
          loading={income.isPending}
          {...(income.isError ? { description: 'Could not load the income totals.' } : {})}
        />
        <StatCard className={compact} title="Total Cash" value={amount(income.data?.totalCash)} icon={Banknote} loading={income.isPending} />
        <StatCard className={compact} title="Total Card" value={amount(income.data?.totalVisa)} icon={CreditCard} loading={income.isPending} />
        <StatCard
          className={compact}
          title="Total Bookings"
          value={stats.data?.totalBookings.toLocaleString('en-US') ?? '—'}
          icon={CalendarCheck}
          loading={stats.isPending}
          {...(stats.isError ? { description: 'Could not load the booking counts.' } : {})}
        />
      </div>
    </section>
  );
}
