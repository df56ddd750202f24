import { Button } from '@/components/ui/button';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { useAdminMe } from '../../shared/api/get-admin-me';
import { formatCalendarDate } from '../../shared/utils/format';
import { useDecideTimeOff, usePendingTimeOff, type TimeOffRequest } from '../api/time-off-requests';

const days = (r: TimeOffRequest) => (r.from === r.to ? formatCalendarDate(r.from) : `${formatCalendarDate(r.from)} – ${formatCalendarDate(r.to)}`);

/**
 * The therapists' time off requests waiting for a decision, above the calendar: each with Approve (its days join
 * her time off, so she is no longer offered on them) and Decline. Shown only when some wait, and read only for a
 * role whose permissions (from /api/admin/me) include `team`, the one that may decide them; the others see nothing.
 */
export function TimeOffRequestsPanel() {
  const me = useAdminMe();
  const pending = usePendingTimeOff(me.data?.permissions.includes('team') ?? false);
  const decide = useDecideTimeOff();
  if (!pending.data || pending.data.length === 0) return null;

  const act = (r: TimeOffRequest, approve: boolean) => {
    decide.mutateAsync({ id: r.id, approve }).then(
      () => {
        toast({ title: approve ? 'Time Off Approved' : 'Time Off Declined', description: `${r.therapistName}, ${days(r)}.` });
      },
      (e: unknown) => {
        if (!isUnauthorizedError(e)) toast({ title: 'Error', description: apiErrorMessage(e) ?? 'Please try again.', variant: 'destructive' });
      },
    );
  };

  return (
    <section aria-labelledby="time-off-requests-heading" className="space-y-2 rounded-xl border border-gold-300 bg-sand-50 p-4">
      <h3 id="time-off-requests-heading" className="font-semibold text-forest-800">
        Time off requests ({pending.data.length})
      </h3>
      <ul className="divide-y divide-sand-200">
        {pending.data.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 break-words text-sm">
              <span className="font-medium">{r.therapistName}</span> · {days(r)}
              {r.note !== '' && <span className="text-muted"> · {r.note}</span>}
            </p>
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={decide.isPending}
                aria-label={`Approve ${r.therapistName}, ${days(r)}`}
                onClick={() => {
                  act(r, true);
                }}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                aria-label={`Decline ${r.therapistName}, ${days(r)}`}
                onClick={() => {
                  act(r, false);
                }}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
