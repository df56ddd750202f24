import { Button } from '@/components/ui/button';

import type { CalendarDay, CalendarView } from '../utils/calendar-layout';
import { blockLabel, blockTime, type DayRoomBlock } from '../utils/room-blocks';

/** The phone's room view: the day's room blocks as a list, each with its Edit and Delete buttons (the grid draws them on wider screens). */
export function RoomBlockList({
  view,
  day,
  onEdit,
  onDelete,
}: {
  view: CalendarView;
  day: CalendarDay | undefined;
  onEdit: (b: DayRoomBlock) => void;
  onDelete: (b: DayRoomBlock) => void;
}) {
  const blocks = day?.roomBlocks ?? [];
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="room-blocks-heading" className="space-y-2 md:hidden">
      <h3 id="room-blocks-heading" className="font-semibold text-forest-800">
        Room blocks
      </h3>
      <ul className="space-y-2">
        {blocks.map((b) => {
          const room = view.rooms.find((r) => r.id === b.roomId)?.name ?? `Room #${String(b.roomId)}`;
          return (
            <li
              key={b.id}
              data-room-block-id={b.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-stone-600 bg-stone-100 px-4 py-3 text-sm text-stone-900"
            >
              <span>
                <span className="block font-semibold">
                  {room} · {blockLabel(b)}
                </span>
                <span className="block">{blockTime(b)}</span>
              </span>
              <span className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  data-room-block-opener={b.id}
                  aria-label={`Edit the block of ${room}, ${blockTime(b)}`}
                  onClick={() => {
                    onEdit(b);
                  }}
                >
                  Edit
                </Button>
                <Button
                  variant="outline"
                  aria-label={`Delete the block of ${room}, ${blockTime(b)}`}
                  onClick={() => {
                    onDelete(b);
                  }}
                >
                  Delete
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
