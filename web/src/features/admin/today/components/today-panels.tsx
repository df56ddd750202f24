import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatPrice } from '@/lib/format';
import { useSpaTimeZone } from '@/lib/site-config';
import { toast } from '@/lib/toast';

import { CheckoutButton } from '../../shared/components/checkout-button';
import { formatMoment } from '../../shared/utils/format';
import { formatCalendarDate } from '../../shared/utils/format';
import { useUndoableToast } from '../../shared/api/undo-booking';
import { useUpdateBookingStatus } from '../../shared/api/update-booking-status';
import type { AdminToday } from '../api/get-admin-today';
import { DayBookingItem } from './day-booking-item';

const panel = 'min-w-0 space-y-3 rounded-2xl border border-sand-300 bg-sand-50 p-4';
const heading = 'font-display text-xl font-semibold text-forest-800';

/** Today's arrivals, in time order, each with its Checkout (for those who may check out). */
export function ArrivalsPanel({ today }: { today: AdminToday }) {
  return (
    <section aria-labelledby="today-arrivals" className={panel}>
      <h3 id="today-arrivals" className={heading}>
        Arrivals ({today.arrivals.length})
      </h3>
      {today.arrivals.length === 0 ? (
        <p className="text-muted">No arrivals today.</p>
      ) : (
        <ol className="space-y-3">
          {today.arrivals.map((booking) => (
            <DayBookingItem
              key={booking.id}
              booking={booking}
              action={<CheckoutButton booking={{ id: booking.id, status: booking.status, customerName: booking.customer.name }} />}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The requests waiting for a Confirm, soonest first; Confirm only where the server allows it. */
export function WaitingPanel({ today }: { today: AdminToday }) {
  const confirm = useUpdateBookingStatus();
  const tell = useUndoableToast();
  const onConfirm = (id: number, name: string) => {
    confirm.mutate({ id, status: 'confirmed' }, {
      onSuccess: (undo) => {
        tell({ title: 'Booking Updated', description: `${name}'s booking is now confirmed.`, bookingId: id, name, undo });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return; // the lost-session policy takes over
        toast({ title: 'Booking Not Updated', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };
  return (
    <section aria-labelledby="today-waiting" className={panel}>
      <h3 id="today-waiting" className={heading}>
        Waiting for a Confirm ({today.waiting.length})
      </h3>
      {today.waiting.length === 0 ? (
        <p className="text-muted">No requests are waiting.</p>
      ) : (
        <ol className="space-y-3">
          {today.waiting.map((booking) => (
            <DayBookingItem
              key={booking.id}
              booking={booking}
              day={booking.bookingDate === today.date ? 'Today' : formatCalendarDate(booking.bookingDate)}
              action={
                booking.actions.statuses.includes('confirmed') && (
                  <Button
                    size="sm"
                    className="shrink-0"
                    disabled={confirm.isPending && confirm.variables.id === booking.id}
                    onClick={() => {
                      onConfirm(booking.id, booking.customer.name);
                    }}
                    aria-label={`Confirm booking of ${booking.customer.name}`}
                  >
                    Confirm
                  </Button>
                )
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The newest unread messages, and the way to Messages. */
export function UnreadPanel({ today }: { today: AdminToday }) {
  const timeZone = useSpaTimeZone();
  return (
    <section aria-labelledby="today-unread" className={panel}>
      <h3 id="today-unread" className={heading}>
        Unread messages ({today.unreadTotal})
      </h3>
      {today.unread.length === 0 ? (
        <p className="text-muted">No unread messages.</p>
      ) : (
        <ul className="space-y-2">
          {today.unread.map((m) => (
            <li key={m.id} className="min-w-0 rounded-xl border border-sand-300 bg-white p-3">
              <p className="break-words font-medium">
                {m.name} <span className="text-sm font-normal text-muted">· {formatMoment(m.createdAt, timeZone)}</span>
              </p>
              <p className="line-clamp-2 break-words text-sm text-muted">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin?tab=messages" className="inline-flex min-h-11 items-center font-medium text-forest-700 underline">
        Open Messages
      </Link>
    </section>
  );
}

/** The day's takings so far: the invoices' sums (none for a role that may not see income). */
export function TakingsPanel({ today }: { today: AdminToday }) {
  const { takings } = today;
  if (!takings) return null;
  const rows: [string, string][] = [
    ['Total', formatPrice(takings.total, 'en')],
    ['Cash', formatPrice(takings.cash, 'en')],
    ['Card', formatPrice(takings.card, 'en')],
    ['Tips', formatPrice(takings.tips, 'en')],
    ['Invoices', String(takings.count)],
  ];
  return (
    <section aria-labelledby="today-takings" className={panel}>
      <h3 id="today-takings" className={heading}>
        Takings so far
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
