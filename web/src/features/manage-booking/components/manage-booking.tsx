import { useId, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatAed, formatTime12 } from '@/lib/format';
import { useBusiness, useSpaTimeZone } from '@/lib/site-config';
import { spaToday } from '@/lib/spa-clock';

import { addDays, formatLongDate } from '../utils/dates';
import {
  useCancelBooking,
  useFreeTimes,
  useManagedBooking,
  useRescheduleBooking,
  type ManagedBooking,
} from '../api/manage-booking';

/** How many days ahead a booking may be moved (the server's horizon). */
const horizonDays = 90;

const statusWords: Record<string, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Missed',
};

/** The spa's phone and WhatsApp, the way to change a booking the page cannot. */
function SpaContact() {
  const business = useBusiness();
  return (
    <section aria-labelledby="manage-contact" className="rounded-2xl border border-sand-300 bg-white p-5">
      <h2 id="manage-contact" className="font-display text-xl text-ink">
        {business.name}
      </h2>
      <p className="mt-2 text-ink">
        {business.street}, {business.district}, {business.city}
      </p>
      <ul className="mt-3 space-y-2">
        <li>
          Phone:{' '}
          <a className="font-medium text-forest-800 underline" href={business.links.tel}>
            {business.phone}
          </a>
        </li>
        <li>
          <a className="font-medium text-forest-800 underline" href={business.links.whatsapp}>
            Message us on WhatsApp
          </a>
        </li>
      </ul>
    </section>
  );
}

function Details({ booking }: { booking: ManagedBooking }) {
  const rows: [string, string][] = [
    ['Treatment', `${booking.serviceName} (${booking.duration} minutes)`],
    ['Date', formatLongDate(booking.bookingDate)],
    ['Time', `${formatTime12(booking.bookingTime)} to ${formatTime12(booking.endTime)}`],
    ['Price', formatAed(booking.totalAmount)],
    ['Status', statusWords[booking.status] ?? booking.status],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-2xl border border-sand-300 bg-white p-5 text-base">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="text-ink" data-testid={`manage-${term.toLowerCase()}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Reschedule({ token, booking, onDone }: { token: string; booking: ManagedBooking; onDone: (text: string) => void }) {
  const timeZone = useSpaTimeZone();
  const today = spaToday(timeZone);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const times = useFreeTimes(booking.serviceId, booking.preference, date);
  const reschedule = useRescheduleBooking(token);
  const dateId = useId();
  const timeId = useId();
  const errorId = useId();
  const free = (times.data ?? []).filter((slot) => slot.available);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    if (date === '' || time === '') {
      setError('Please choose a new date and time.');
      return;
    }
    reschedule.mutate(
      { bookingDate: date, bookingTime: time },
      {
        onSuccess: (moved) => {
          setTime('');
          onDone(`Your booking is moved to ${formatLongDate(moved.bookingDate)} at ${formatTime12(moved.bookingTime)}.`);
        },
        onError: (failure) => { setError(apiErrorMessage(failure) ?? 'The booking could not be moved. Please try again.'); },
      },
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="manage-reschedule" className="space-y-4 rounded-2xl border border-sand-300 bg-white p-5">
      <h2 id="manage-reschedule" className="font-display text-xl text-ink">
        Choose another time
      </h2>
      <div className="space-y-2">
        <label htmlFor={dateId} className="block font-medium text-ink">
          New date
        </label>
        <Input
          id={dateId}
          type="date"
          min={today}
          max={addDays(today, horizonDays)}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor={timeId} className="block font-medium text-ink">
          New time
        </label>
        <Select
          id={timeId}
          value={time}
          disabled={date === '' || times.isPending}
          onChange={(event) => { setTime(event.target.value); }}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="">{date === '' ? 'Choose a date first' : free.length === 0 && !times.isPending ? 'No free time that day' : 'Choose a time'}</option>
          {free.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {formatTime12(slot.time)}
            </option>
          ))}
        </Select>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={reschedule.isPending} className="w-full sm:w-auto">
        {reschedule.isPending ? 'Moving…' : 'Move my booking'}
      </Button>
    </form>
  );
}

function Cancel({ token, onDone }: { token: string; onDone: (text: string) => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelBooking(token);
  return (
    <section aria-labelledby="manage-cancel" className="space-y-4 rounded-2xl border border-sand-300 bg-white p-5">
      <h2 id="manage-cancel" className="font-display text-xl text-ink">
        Cancel the booking
      </h2>
      {asking ? (
        <div className="space-y-3">
          <p className="text-ink">Cancel this appointment? Your time is released for other guests.</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="primary"
              disabled={cancel.isPending}
              onClick={() => { cancel.mutate(undefined, {
                  onSuccess: () => { onDone('Your booking is cancelled.'); },
                  onError: (failure) => { setError(apiErrorMessage(failure) ?? 'The booking could not be cancelled. Please try again.'); },
                }); }
              }
            >
              Yes, cancel my booking
            </Button>
            <Button variant="outline" onClick={() => { setAsking(false); }}>
              Keep my booking
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" onClick={() => { setAsking(true); }}>
          Cancel my booking
        </Button>
      )}
      {error ? (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The guest's manage page: their booking alone, and while allowed, reschedule and cancel. */
export function ManageBooking({ token }: { token: string }) {
  const booking = useManagedBooking(token);
  const [notice, setNotice] = useState('');

  if (booking.isPending) return <Spinner label="Loading your booking" />;
  if (booking.isError) {
    return (
      <div className="space-y-6">
        <p role="alert" className="rounded-2xl border border-sand-300 bg-white p-5 text-ink">
          {apiErrorMessage(booking.error) ?? 'Your booking could not be loaded. Please try again later.'}
        </p>
        <SpaContact />
      </div>
    );
  }
  const b = booking.data;
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className={notice ? 'rounded-2xl border border-forest-700 bg-sand-50 p-4 font-medium text-forest-900' : 'sr-only'}>
        {notice}
      </p>
      <Details booking={b} />
      {b.canChange ? (
        <>
          <Reschedule token={token} booking={b} onDone={setNotice} />
          <Cancel token={token} onDone={setNotice} />
        </>
      ) : (
        <p className="rounded-2xl border border-sand-300 bg-white p-5 text-ink" data-testid="manage-reason">
          {b.reason}
        </p>
      )}
      <SpaContact />
    </div>
  );
}
