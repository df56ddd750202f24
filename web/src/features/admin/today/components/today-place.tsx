/**
 * PLACEHOLDER, to be replaced by the Today place (arrivals, requests waiting, unread messages and takings of
 * the spa's day, from GET /api/admin/today). The shell shows it at `/admin?tab=today`.
 */
export function TodayPlace() {
  return <p className="text-muted">The day at a glance will show here.</p>;
}
