import { formatTime12 } from '@/lib/format';
import { cn } from '@/lib/cn';

import { hourMarks, type Block, type CalendarBooking, type Column, type TimeRange } from '../utils/calendar-layout';
import { blockLabel, blockTime, type DayRoomBlock, type DrawnRoomBlock } from '../utils/room-blocks';
import { statusStyle } from '../utils/status-style';

/** Height of one minute on the grid, in pixels (an hour is 80 px: four lines of a block). */
const pxPerMinute = 80 / 60;

export interface GridColumn extends Column {
  blocks: Block[];
  /** Minutes (from the range's start) when this column's person works; undefined = not shaded. */
  working?: { top: number; height: number }[];
  /** The room's blocks (maintenance) on the room view. */
  roomBlocks?: DrawnRoomBlock[];
}

/**
 * The time grid of the day and week views: a time gutter, a header per column, and in each column the
 * bookings as buttons from start to end (the preparation after them drawn lighter). Each block says its
 * time, customer, service, `detail` (room or therapist) and status in words; Enter or a click opens it.
 */
export function TimeGrid({
  label,
  columns,
  range,
  now,
  blockDetail,
  onOpen,
  onRoomBlock,
}: {
  label: string;
  columns: GridColumn[];
  range: TimeRange;
  /** Where the current-time line is, in minutes from the range's start, per column key; absent when not shown. */
  now: { offset: number; columnKeys: ReadonlySet<string> | 'all' } | null;
  blockDetail: (b: CalendarBooking) => string;
  onOpen: (b: CalendarBooking) => void;
  /** A room block chosen (Enter or a click): the caller opens it to change or delete it. */
  onRoomBlock?: (b: DayRoomBlock) => void;
}) {
  const height = (range.end - range.start) * pxPerMinute;
  const marks = hourMarks(range);
  return (
    // The grid scrolls sideways when the team is wide: focusable, so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-sand-300 bg-white">
      <div
        className="grid min-w-max"
        style={{ gridTemplateColumns: `4.5rem repeat(${String(Math.max(columns.length, 1))}, minmax(10rem, 1fr))` }}
      >
        <div className="sticky left-0 z-20 border-b border-sand-300 bg-sand-50" />
        {columns.map((column) => (
          <div key={column.key} className="border-b border-l border-sand-300 bg-sand-50 px-3 py-2">
            <p className="font-semibold text-forest-800">{column.label}</p>
            {column.detail ? <p className="text-xs text-muted">{column.detail}</p> : null}
          </div>
        ))}
        {columns.length === 0 ? <div className="border-b border-l border-sand-300 bg-sand-50 px-3 py-2 text-muted">No columns</div> : null}

        <div className="sticky left-0 z-20 bg-sand-50" style={{ height }} aria-hidden="true">
          {marks.map((m) => (
            <span
              key={m}
              className="absolute right-2 -translate-y-1/2 text-xs text-muted first:translate-y-0"
              style={{ top: (m - range.start) * pxPerMinute }}
            >
              {formatTime12(`${String(Math.floor(m / 60)).padStart(2, '0')}:00`)}
            </span>
          ))}
        </div>
        {columns.map((column) => (
          <div
            key={column.key}
            data-column={column.label}
            className={cn('relative border-l border-sand-300', column.working ? 'bg-sand-200/70' : '')}
            style={{ height }}
          >
            {column.working?.map((w) => (
              <div
                key={w.top}
                aria-hidden="true"
                className="absolute inset-x-0 bg-white"
                style={{ top: w.top * pxPerMinute, height: w.height * pxPerMinute }}
              />
            ))}
            {marks.map((m) => (
              <div
                key={m}
                aria-hidden="true"
                className="absolute inset-x-0 border-t border-sand-200"
                style={{ top: (m - range.start) * pxPerMinute }}
              />
            ))}
            {column.roomBlocks?.map((drawn) => (
              <RoomBlockMark key={drawn.block.id} drawn={drawn} onChoose={onRoomBlock} />
            ))}
            {column.blocks.map((block) => (
              <BookingBlock key={block.booking.id} block={block} detail={blockDetail(block.booking)} onOpen={onOpen} />
            ))}
            {now && (now.columnKeys === 'all' || now.columnKeys.has(column.key)) ? (
              <div
                aria-hidden="true"
                data-testid="now-line"
                className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-red-600"
                style={{ top: now.offset * pxPerMinute }}
              />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

function BookingBlock({ block, detail, onOpen }: { block: Block; detail: string; onOpen: (b: CalendarBooking) => void }) {
  const { booking } = block;
  const style = statusStyle[booking.status];
  const width = 100 / block.lanes;
  const time = `${formatTime12(booking.start)} – ${formatTime12(booking.end)}`;
  return (
    <>
      <button
        type="button"
        data-booking-id={booking.id}
        className={cn(
          'absolute z-[1] overflow-hidden rounded-md border-l-4 px-2 py-1 text-left text-xs leading-snug shadow-sm',
          'hover:z-[5] hover:shadow-md focus-visible:z-[5]',
          style.className,
        )}
        style={{
          top: block.top * pxPerMinute,
          height: Math.max(block.height * pxPerMinute, 24),
          left: `calc(${String(block.lane * width)}% + 2px)`,
          width: `calc(${String(width)}% - 4px)`,
        }}
        onClick={() => {
          onOpen(booking);
        }}
      >
        <span className="block truncate font-semibold">
          {time} · {style.label}
        </span>
        <span className="block truncate">{booking.customer.name}</span>
        <span className="block truncate">{booking.service.name}</span>
        <span className="block truncate">{detail}</span>
      </button>
      {block.preparation > 0 ? (
        <div
          aria-hidden="true"
          title="Preparation"
          className="absolute rounded-b-md bg-[repeating-linear-gradient(45deg,transparent,transparent_4px,rgba(0,0,0,0.06)_4px,rgba(0,0,0,0.06)_8px)]"
          style={{
            top: (block.top + block.height) * pxPerMinute,
            height: block.preparation * pxPerMinute,
            left: `calc(${String(block.lane * width)}% + 2px)`,
            width: `calc(${String(width)}% - 4px)`,
          }}
        />
      ) : null}
    </>
  );
}

/** A room block drawn across its column, hatched: 'Blocked: note' and its time; a click opens it to change or delete. */
function RoomBlockMark({ drawn, onChoose }: { drawn: DrawnRoomBlock; onChoose: ((b: DayRoomBlock) => void) | undefined }) {
  const { block } = drawn;
  const label = blockLabel(block);
  const time = blockTime(block);
  return (
    <button
      type="button"
      data-room-block-id={block.id}
      data-room-block-opener={block.id}
      aria-label={`${label}, ${time}. Change this room block`}
      className={cn(
        'absolute inset-x-0.5 z-[1] overflow-hidden rounded-md border border-dashed border-stone-600 px-2 py-1 text-left text-xs leading-snug text-stone-900',
        'bg-[repeating-linear-gradient(135deg,#e7e5e4,#e7e5e4_6px,#f5f5f4_6px,#f5f5f4_12px)] hover:z-[5] focus-visible:z-[5]',
      )}
      style={{ top: drawn.top * pxPerMinute, height: Math.max(drawn.height * pxPerMinute, 24) }}
      onClick={() => {
        onChoose?.(block);
      }}
    >
      <span className="block truncate font-semibold">{label}</span>
      <span className="block truncate">{time}</span>
    </button>
  );
}
