import { useMemo } from 'react';
import { createPortal } from 'react-dom';

import { formatTime12 } from '@/lib/format';
import { useBusiness } from '@/lib/site-config';

import { longDay } from '../utils/calendar-dates';
import type { CalendarView } from '../utils/calendar-layout';
import { daySheet, type SheetGroup } from '../utils/day-sheet';
import './day-sheet.css';

/**
 * The printed day sheet (the toolbar's "Print day sheet"): the day's bookings by therapist on one A4 page and by
 * room on the next, with times, services, rooms, the guests' first names and their special requests. Hidden on
 * screen; in print it is the only thing on the page (day-sheet.css hides the dashboard around it). It sits at the
 * end of the document's body, outside the app, so that printing leaves the app's layout as it is.
 */
export function DaySheet({ view, date }: { view: CalendarView; date: string }) {
  const business = useBusiness();
  const sheet = useMemo(() => daySheet(view, date), [view, date]);
  const title = `${business.shortName} · Day sheet · ${longDay(date)}`;
  return createPortal(
    <div className="day-sheet hidden print:block" data-day-sheet={date}>
      <SheetPage title={title} heading="By therapist" other="Room" otherOf={(r) => r.room} groups={sheet.byTherapist} />
      <SheetPage title={title} heading="By room" other="Therapist" otherOf={(r) => r.therapists} groups={sheet.byRoom} />
    </div>,
    document.body,
  );
}

/** One A4 page: the day's columns of one kind (therapists or rooms), each a small table by time. */
function SheetPage({
  title,
  heading,
  other,
  otherOf,
  groups,
}: {
  title: string;
  heading: string;
  /** The column naming the other kind: the room on the therapists' page, the therapists on the rooms' page. */
  other: string;
  otherOf: (row: SheetGroup['rows'][number]) => string;
  groups: SheetGroup[];
}) {
  return (
    <section className="day-sheet-page" aria-label={`${title}, ${heading.toLowerCase()}`}>
      <p className="text-sm">{title}</p>
      <h1 className="mb-3 text-xl font-semibold">{heading}</h1>
      {groups.length === 0 ? <p>No bookings on this day.</p> : null}
      {groups.map((group) => (
        <table key={group.key} className="day-sheet-group mb-4 w-full border-collapse text-left text-xs">
          <caption className="py-1 text-left text-sm font-semibold">{group.label}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Service</th>
              <th scope="col">{other}</th>
              <th scope="col">Guest</th>
              <th scope="col">Special requests</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.id}>
                <td className="whitespace-nowrap">
                  {formatTime12(row.start)} – {formatTime12(row.end)}
                </td>
                <td>{row.service}</td>
                <td>{otherOf(row)}</td>
                <td>{row.guest}</td>
                <td>{row.specialRequests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
