import { Banknote, CalendarCheck, CreditCard, Receipt } from 'lucide-react';

import { formatPrice } from '@/lib/format';

import { useAdminStats } from '../../bookings/api/get-stats';
import { useIncomeStats } from '../../income/api/get-income-stats';
import { StatCard } from '../../shared/components/stat-card';

/** The four cards at the top: Total Invoice Amounts, Total Cash, Total Card and Total Bookings. */
export function OverviewCards() {
  const income = useIncomeStats();
  const stats = useAdminStats();
  const amount = (value: string | undefined) => (value === undefined ? '—' : formatPrice(value, 'en'));

  return (
    <section aria-labelledby="overview-heading" className="mt-8">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Invoice Amounts"
          value={amount(income.data?.totalIncome)}
          icon={Receipt}
          loading={income.isPending}
          description={income.isError ? 'Could not load the income totals.' : 'All invoices recorded'}
        />
        <StatCard
          title="Total Cash"
          value={amount(income.data?.totalCash)}
          icon={Banknote}
          loading={income.isPending}
          description="Paid in cash"
        />
        <StatCard
          title="Total Card"
          value={amount(income.data?.totalVisa)}
          icon={CreditCard}
          loading={income.isPending}
          description="Paid by card"
        />
        <StatCard
          title="Total Bookings"
          value={stats.data?.totalBookings.toLocaleString('en-US') ?? '—'}
          icon={CalendarCheck}
          loading={stats.isPending}
          description={stats.isError ? 'Could not load the booking counts.' : 'Every booking request received'}
        />
      </div>
    </section>
  );
}
