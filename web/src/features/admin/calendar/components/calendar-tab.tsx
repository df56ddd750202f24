import { useEffect, useMemo, useRef, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatTime12 } from '@/lib/format';

import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { QueryError } from '../../shared/components/query-error';
import type { UpdateView } from '../../shared/utils/view';
import { useCalendar } from '../api/calendar';
import { useDeleteRoomBlock } from '../api/room-blocks';
import {
  byTime,
  layoutColumns,
  nowOffset,
  roomName,
  roomColumns,
  roomKeys,
  therapistColumns,
  therapistKeys,
  therapistNames,
  timeRange,
  toMinutes,
  unassigned,
  type CalendarBooking,
  type CalendarView,
  type Column,
} from '../utils/calendar-layout';
import { longDay, weekStart } from '../utils/calendar-dates';
import type { CalendarParams, CalendarViewName } from '../utils/calendar-params';
import { blockTimesOf, describeBlockTimes } from '../utils/room-block-form';
import { blockLabel, blockTime, layoutRoomBlocks, type DayRoomBlock } from '../utils/room-blocks';
import { statusStyle } from '../utils/status-style';
import { BookingPanel } from './booking-panel';
import { CalendarToolbar } from './calendar-toolbar';
import { DaySheet } from './day-sheet';
import { RoomBlockDialog } from './room-block-dialog';
import { RoomBlockList } from './room-block-list';
import { TimeGrid, type GridColumn } from './time-grid';
import { TimeOffDialog } from './time-off-dialog';
import { TimeOffRequestsPanel } from './time-off-requests-panel';

type Mode = CalendarViewName;

/** The spa's day and minute of the day by the server's clock, read again every 30 seconds for the current-time line. */
function useSpaNow() {
  const clock = useSpaClock();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setTick((n) => n + 1);
    }, 30_000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- tick is the reason to read the clock again
  return useMemo(() => ({ today: clock.today(), minutes: clock.minuteOfDay(), timeZone: clock.timeZone }), [clock, tick]);
}

/**
 * The Calendar tab: the day by therapist (one column each) or by room, or the week; today and the current
 * time in the spa's time zone; a booking opens in a side panel. On a phone the day is a list by time. The day,
 * view and open booking live in the dashboard's URL (`params`); printed, it is the day sheet.
 */
export function CalendarTab({
  params,
  update,
  onCreateInvoice,
}: {
  params: CalendarParams;
  update: UpdateView<CalendarParams>;
  /** Opens the Income tab's invoice form; none for a role that may not see income. */
  onCreateInvoice?: (() => void) | undefined;
}) {
  const now = useSpaNow();
  const timeZone = now.timeZone;
  const date = params.day === '' ? now.today : params.day;
  const mode = params.view;
  const setOpenId = (booking: number | null) => {
    update({ booking });
  };
  const [addingTimeOff, setAddingTimeOff] = useState(false);
  const [addingBlock, setAddingBlock] = useState(false);
  const [changingBlock, setChangingBlock] = useState<DayRoomBlock | null>(null);
  // Deleted from its dialog, the block's whole time is known and asked about, not only the day's part.
  const [deletingBlock, setDeletingBlock] = useState<(DayRoomBlock & { span?: string }) | null>(null);
  const deleteBlock = useDeleteRoomBlock();
  const addBlockButton = useRef<HTMLButtonElement>(null);

  const first = mode === 'week' ? weekStart(date) : date;
  const days = mode === 'week' ? 7 : 1;
  const calendar = useCalendar(first, days);
  const view = calendar.data;

  const content = useMemo(() => (view ? build(view, mode, first, now) : null), [view, mode, first, now]);
  const openBooking = view?.bookings.find((b) => b.id === params.booking) ?? null;

  return (
    <section aria-labelledby="calendar-heading" className="space-y-4">
      <CalendarToolbar
        view={mode}
        date={date}
        first={first}
        now={now}
        timeZone={timeZone}
        ready={Boolean(calendar.data)}
        addBlockButton={addBlockButton}
        onDate={(day, options) => {
          update({ day, booking: null }, options);
        }}
        onView={(next) => {
          update({ view: next });
        }}
        onAddTimeOff={() => {
          setAddingTimeOff(true);
        }}
        onAddBlock={() => {
          setAddingBlock(true);
        }}
      />
      <TimeOffRequestsPanel />

      {calendar.isError && !view ? (
        <QueryError what="the calendar" onRetry={() => void calendar.refetch()} />
      ) : !view || !content ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading the calendar" />
        </div>
      ) : (
        <div aria-busy={calendar.isFetching || undefined} className="space-y-4">
          {content.closed.length > 0 ? (
            <p className="rounded-xl border border-sand-300 bg-sand-100 px-4 py-2 text-sm text-ink">
              Closed: {content.closed.map(longDay).join('; ')}
            </p>
          ) : null}
          <div className="hidden md:block">
            <TimeGrid
              label={mode === 'week' ? 'Week calendar' : mode === 'rooms' ? 'Day calendar by room' : 'Day calendar by therapist'}
              columns={content.columns}
              range={content.range}
              now={content.now}
              blockDetail={(b) => (mode === 'rooms' ? therapistNames(view, b) : `${roomName(view, b)}${mode === 'week' ? ` · ${therapistNames(view, b)}` : ''}`)}
              onOpen={(b) => {
                setOpenId(b.id);
              }}
              onRoomBlock={setChangingBlock}
            />
          </div>
          {mode === 'rooms' ? (
            <RoomBlockList view={view} day={view.days.find((d) => d.date === first)} onEdit={setChangingBlock} onDelete={setDeletingBlock} />
          ) : null}
          <DayList
            view={view}
            bookings={byTime(view.bookings)}
            grouped={mode === 'week'}
            onOpen={(b) => {
              setOpenId(b.id);
            }}
          />
        </div>
      )}
      {view ? <DaySheet view={view} date={date} /> : null}

      {addingTimeOff && view ? (
        <TimeOffDialog
          view={view}
          date={date}
          onClose={() => {
            setAddingTimeOff(false);
          }}
        />
      ) : null}
      {addingBlock && view ? (
        <RoomBlockDialog
          view={view}
          date={date}
          onClose={() => {
            setAddingBlock(false);
          }}
        />
      ) : null}
      {changingBlock && view ? (
        <RoomBlockDialog
          view={view}
          date={date}
          block={changingBlock}
          onClose={() => {
            setChangingBlock(null);
          }}
          onDelete={(whole) => {
            setDeletingBlock({ ...changingBlock, span: describeBlockTimes(blockTimesOf(whole)) });
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusBlockOpener(changingBlock.id, addBlockButton.current);
          }}
        />
      ) : null}
      {deletingBlock ? (
        <ConfirmDeleteDialog
          title="Delete Room Block"
          question={`${view?.rooms.find((r) => r.id === deletingBlock.roomId)?.name ?? 'The room'}: ${blockLabel(deletingBlock)}, ${deletingBlock.span ?? blockTime(deletingBlock)}. Delete this block? The room can be booked then again.`}
          pending={deleteBlock.isPending}
          onDelete={(done) => {
            // Deleted from the Change Room Block dialog, that dialog closes too.
            deleteBlock.mutate(deletingBlock.id, {
              onSuccess: (result) => {
                setChangingBlock(null);
                done.onSuccess(result);
              },
              onError: done.onError,
            });
          }}
          deleted={{ title: 'Room Block Deleted', description: 'The room can be booked at that time again.' }}
          failed="Could Not Delete the Room Block"
          onClose={() => {
            setDeletingBlock(null);
          }}
          focusAfterDelete={() => {
            addBlockButton.current?.focus();
          }}
        />
      ) : null}
      {openBooking && view ? (
        <BookingPanel
          booking={openBooking}
          view={view}
          onClose={() => {
            setOpenId(null);
          }}
          onCreateInvoice={onCreateInvoice}
        />
      ) : null}
    </section>
  );
}

/**
 * Focus back on what opened a room block's dialog, the block on the grid or its Edit button in the phone's
 * list, found again by the block's id (saved, it may be drawn anew or elsewhere); the Add room block button
 * when the block is no longer on the day.
 */
function focusBlockOpener(id: number, fallback: HTMLElement | null) {
  const openers = document.querySelectorAll<HTMLElement>(`[data-room-block-opener="${String(id)}"]`);
  const shown = [...openers].find((el) => el.getClientRects().length > 0);
  (shown ?? fallback)?.focus();
}

/** The grid's columns, blocks, hours and current-time line for the mode. */
function build(view: CalendarView, mode: Mode, first: string, now: { today: string; minutes: number }) {
  const range = timeRange(view.days, view.bookings);
  const closed = view.days.filter((d) => d.hours === null).map((d) => d.date);
  const offset = nowOffset(range, now.minutes);
  if (mode === 'week') {
    const blocks = layoutColumns(view.bookings, (b) => [b.bookingDate], range);
    const columns: GridColumn[] = view.days.map((d) => ({
      key: d.date,
      label: longDay(d.date).replace(/, \d{4}$/, ''),
      ...(d.hours === null ? { detail: 'Closed' } : d.date === now.today ? { detail: 'Today' } : {}),
      blocks: blocks.get(d.date) ?? [],
      working: d.hours ? [{ top: toMinutes(d.hours.open) - range.start, height: toMinutes(d.hours.close) - toMinutes(d.hours.open) }] : [],
    }));
    return { columns, range, closed, now: offset !== null && view.days.some((d) => d.date === now.today) ? { offset, columnKeys: new Set([now.today]) } : null };
  }
  const day = view.days.find((d) => d.date === first);
  const bookings = view.bookings.filter((b) => b.bookingDate === first);
  const base: Column[] = mode === 'rooms' ? roomColumns(view, first) : therapistColumns(view, first);
  const blocks = layoutColumns(bookings, mode === 'rooms' ? roomKeys : therapistKeys, range);
  const roomBlocks = mode === 'rooms' ? layoutRoomBlocks(day, range) : new Map<string, never[]>();
  const columns: GridColumn[] = base.map((c) => {
    const therapistId = mode === 'therapists' && c.key !== unassigned ? Number(c.key.slice(1)) : null;
    const plan = therapistId === null ? undefined : day?.therapists.find((t) => t.therapistId === therapistId);
    const working = plan
      ? (plan.timeOff ? [] : plan.working).map((w) => ({ top: toMinutes(w.start) - range.start, height: toMinutes(w.end) - toMinutes(w.start) }))
      : day?.hours
        ? [{ top: toMinutes(day.hours.open) - range.start, height: toMinutes(day.hours.close) - toMinutes(day.hours.open) }]
        : [];
    return { ...c, blocks: blocks.get(c.key) ?? [], working, roomBlocks: roomBlocks.get(c.key) ?? [] };
  });
  return { columns, range, closed, now: offset !== null && first === now.today ? { offset, columnKeys: 'all' as const } : null };
}

/** The phone's view: the bookings by time (by day, then time, for the week), each opening the panel. */
function DayList({
  view,
  bookings,
  grouped,
  onOpen,
}: {
  view: CalendarView;
  bookings: CalendarBooking[];
  grouped: boolean;
  onOpen: (b: CalendarBooking) => void;
}) {
  if (bookings.length === 0) {
    return <p className="py-8 text-center text-muted md:hidden">No bookings.</p>;
  }
  return (
    <ol aria-label="Bookings by time" className="space-y-2 md:hidden">
      {bookings.map((b, i) => {
        const heading = grouped && b.bookingDate !== bookings[i - 1]?.bookingDate ? longDay(b.bookingDate) : null;
        const style = statusStyle[b.status];
        return (
          <li key={b.id}>
            {heading ? <h3 className="mt-4 mb-2 font-semibold text-forest-800">{heading}</h3> : null}
            <button
              type="button"
              data-booking-id={b.id}
              className={cn('w-full rounded-xl border-l-4 px-4 py-3 text-left text-sm shadow-sm', style.className)}
              onClick={() => {
                onOpen(b);
              }}
            >
              <span className="block font-semibold">
                {formatTime12(b.start)} – {formatTime12(b.end)} · {style.label}
              </span>
              <span className="block">{b.customer.name}</span>
              <span className="block">{b.service.name}</span>
              <span className="block">
                {therapistNames(view, b)} · {roomName(view, b)}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
