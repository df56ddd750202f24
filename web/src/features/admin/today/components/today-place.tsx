import { QueryError } from '../../shared/components/query-error';
import { formatCalendarDate } from '../../shared/utils/format';
import { useAdminToday } from '../api/get-admin-today';
import { ArrivalsPanel, TakingsPanel, UnreadPanel, WaitingPanel } from './today-panels';

/**
 * The Today place: the spa's day at a glance (docs/product.md, Admin dashboard): today's arrivals, the requests
 * waiting for a Confirm, the unread messages and the day's takings so far, all from `GET /api/admin/today`.
 */
export function TodayPlace() {
  const today = useAdminToday();
  if (today.isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Loading today…
      </p>
    );
  }
  if (today.isError) return <QueryError what="today" onRetry={() => void today.refetch()} />;
  const data = today.data;
  return (
    <div className="min-w-0 space-y-4" aria-busy={today.isFetching || undefined}>
      <h2 className="font-display text-2xl font-semibold text-forest-800">Today, {formatCalendarDate(data.date)}</h2>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <ArrivalsPanel today={data} />
          <WaitingPanel today={data} />
        </div>
        <div className="min-w-0 space-y-4">
          <TakingsPanel today={data} />
          <UnreadPanel today={data} />
        </div>
      </div>
    </div>
  );
}
