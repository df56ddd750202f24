import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { addDays } from '@/lib/booking-days/booking-dates';

import { QueryError } from '../../shared/components/query-error';
import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { formatCalendarDate } from '../../shared/utils/format';
import { useMyCalendar, type MyBooking } from '../api/get-my-calendar';
import { MyBookingCard } from './my-booking-card';
import { TimeOffSection } from './time-off-section';

type View = 'day' | 'week';
const spans: Record<View, number> = { day: 1, week: 7 };

/**
 * My day: a therapist's own treatments on her phone, a day or a week at a time from `GET /api/admin/me/calendar`,
 * with the guest's first name and requests only; below, her time off requests and the form to ask for more.
 */
export function MyDayPlace() {
  const clock = useSpaClock();
  const [view, setView] = useState<View>('day');
  const [start, setStart] = useState(() => clock.today());
  const end = addDays(start, spans[view] - 1);
  const calendar = useMyCalendar(start, end);
  const move = (days: number) => {
    setStart(addDays(start, days));
  };

  return (
    <div className="min-w-0 space-y-6">
      <section aria-labelledby="my-day-heading" className="space-y-4">
        <h2 id="my-day-heading" className="font-display text-2xl font-semibold text-forest-800">
          {view === 'day' ? formatCalendarDate(start) : `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
            onClick={() => {
              move(-spans[view]);
            }}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setStart(clock.today());
            }}
          >
            Today
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={view === 'day' ? 'Next day' : 'Next week'}
            onClick={() => {
              move(spans[view]);
            }}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <div role="group" aria-label="View" className="ms-auto flex gap-1">
            {(['day', 'week'] as const).map((v) => (
              <Button
                key={v}
                variant={v === view ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={v === view}
                onClick={() => {
                  setView(v);
                }}
              >
                {v === 'day' ? 'Day' : 'Week'}
              </Button>
            ))}
          </div>
        </div>
        {calendar.isPending ? (
          <p role="status" className="py-8 text-center text-muted">
            Loading your bookings…
          </p>
        ) : calendar.isError ? (
          <QueryError what="your bookings" onRetry={() => void calendar.refetch()} />
        ) : (
          <MyBookings bookings={calendar.data.bookings} byDay={view === 'week'} />
        )}
      </section>
      <TimeOffSection today={clock.today()} />
    </div>
  );
}

function MyBookings({ bookings, byDay }: { bookings: MyBooking[]; byDay: boolean }) {
  if (bookings.length === 0) return <p className="py-4 text-muted">No bookings.</p>;
  if (!byDay) return <BookingList bookings={bookings} label="Your bookings" />;
  const days = [...new Set(bookings.map((b) => b.date))];
  return (
    <div className="space-y-4">
      {days.map((day) => (
        <section key={day} aria-label={formatCalendarDate(day)} className="space-y-2">
          <h3 className="font-semibold text-forest-800">{formatCalendarDate(day)}</h3>
          <BookingList bookings={bookings.filter((b) => b.date === day)} label={formatCalendarDate(day)} />
        </section>
      ))}
    </div>
  );
}

function BookingList({ bookings, label }: { bookings: MyBooking[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {bookings.map((b) => (
        <MyBookingCard key={b.id} booking={b} />
      ))}
    </ul>
  );
}
