import { ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatTime12 } from '@/lib/format';

import { addDays, longDay } from '../utils/calendar-dates';
import type { CalendarViewName } from '../utils/calendar-params';

const views: { value: CalendarViewName; label: string }[] = [
  { value: 'therapists', label: 'Therapists' },
  { value: 'rooms', label: 'Rooms' },
  { value: 'week', label: 'Week' },
];

const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The calendar's heading and toolbar: the day or week shown, back and forth, today, a date, time off, room
 * blocks, the view, and the printable day sheet.
 */
export function CalendarToolbar({
  view,
  date,
  first,
  now,
  timeZone,
  ready,
  addBlockButton,
  onDate,
  onView,
  onAddTimeOff,
  onAddBlock,
}: {
  view: CalendarViewName;
  date: string;
  /** The first day shown: `date`, or the Monday of its week. */
  first: string;
  now: { today: string; minutes: number };
  timeZone: string;
  /** Whether the calendar's data has arrived (the buttons that need it wait for it). */
  ready: boolean;
  addBlockButton: Ref<HTMLButtonElement>;
  onDate: (date: string, options?: { replace?: boolean }) => void;
  onView: (view: CalendarViewName) => void;
  onAddTimeOff: () => void;
  onAddBlock: () => void;
}) {
  const week = view === 'week';
  const step = week ? 7 : 1;
  const showsToday = date === now.today || (week && now.today >= first && now.today <= addDays(first, 6));
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id="calendar-heading" className="font-display text-2xl font-semibold text-forest-800">
          {week ? `Week of ${longDay(first)}` : longDay(date)}
        </h2>
        <p className="text-sm text-muted">
          {showsToday ? `Today · now ${formatTime12(clockOf(now.minutes))}, ${timeZone} time` : `Times in ${timeZone} time`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={week ? 'Previous week' : 'Previous day'}
          onClick={() => {
            onDate(addDays(date, -step));
          }}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            onDate(now.today);
          }}
        >
          Today
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={week ? 'Next week' : 'Next day'}
          onClick={() => {
            onDate(addDays(date, step));
          }}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <label className="sr-only" htmlFor="calendar-date">
          Calendar date
        </label>
        <Input
          id="calendar-date"
          type="date"
          className="h-11 w-auto"
          value={date}
          onChange={(event) => {
            // Typing a date replaces the history entry: Back goes to the day before the typing, not to each keystroke.
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onDate(event.target.value, { replace: true });
          }}
        />
        <Button variant="outline" disabled={!ready} onClick={onAddTimeOff}>
          Add time off
        </Button>
        <Button ref={addBlockButton} variant="outline" disabled={!ready} onClick={onAddBlock}>
          Add room block
        </Button>
        <Button
          variant="outline"
          disabled={!ready}
          onClick={() => {
            window.print();
          }}
        >
          <Printer aria-hidden="true" />
          Print day sheet
        </Button>
        <div role="group" aria-label="Calendar view" className="flex rounded-xl border border-forest-800">
          {views.map((v) => (
            <button
              key={v.value}
              type="button"
              aria-pressed={view === v.value}
              className={cn(
                'h-11 px-4 text-sm font-semibold first:rounded-l-xl last:rounded-r-xl',
                view === v.value ? 'bg-forest-800 text-sand-50' : 'text-forest-800 hover:bg-sand-200',
              )}
              onClick={() => {
                onView(v.value);
              }}
            >
              {v.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
