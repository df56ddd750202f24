import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { useAddRoomBlock, useChangeRoomBlock, useRoomBlock, type RoomBlock, type RoomBlockInput } from '../api/room-blocks';
import type { CalendarView } from '../utils/calendar-layout';
import {
  blockTimesInput,
  blockTimesOf,
  checkBlockTimes,
  describeBlockTimes,
  endIsAboutDay,
  newBlockTimes,
  type BlockTimes,
} from '../utils/room-block-form';
import type { DayRoomBlock } from '../utils/room-blocks';

// In the form's order; the server names the start day `start` and anything about the end `end`.
const fields = ['roomId', 'start', 'end', 'note'] as const;
type Field = (typeof fields)[number];

const description = 'The room cannot be booked then. Bookings already in the room must be moved first.';

/**
 * A room taken out of use (maintenance), from the calendar: the room, a start and an end date (the
 * calendar's day for both at first) with a time on each or whole days, and a note. Given a `block` (the
 * day's part the calendar drew) it changes that block: the whole block is read first, as it may span
 * several days, and Delete hands it to the caller's confirmation. The server refuses a block over
 * bookings that hold the room then, naming them.
 */
export function RoomBlockDialog({
  view,
  date,
  block,
  onClose,
  onDelete,
  onCloseAutoFocus,
}: {
  view: CalendarView;
  date: string;
  block?: DayRoomBlock | undefined;
  onClose: () => void;
  onDelete?: ((whole: RoomBlock) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}) {
  const add = useAddRoomBlock();
  if (!block) {
    return (
      <FormDialog title="Add Room Block" description={description} onClose={onClose}>
        <RoomBlockForm
          view={view}
          initial={{ roomId: view.rooms.find((r) => r.active)?.id ?? null, times: newBlockTimes(date), note: '' }}
          save={(input) => add.mutateAsync(input)}
          pending={add.isPending}
          submitLabel="Add Room Block"
          doneTitle="Room Blocked"
          onClose={onClose}
        />
      </FormDialog>
    );
  }
  return (
    <FormDialog title="Change Room Block" description={description} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus}>
      <ChangeRoomBlock view={view} date={date} block={block} onClose={onClose} onDelete={onDelete} />
    </FormDialog>
  );
}

/** The change form once the whole block is read (the calendar knows only the day's part). */
function ChangeRoomBlock({
  view,
  date,
  block,
  onClose,
  onDelete,
}: {
  view: CalendarView;
  date: string;
  block: DayRoomBlock;
  onClose: () => void;
  onDelete: ((whole: RoomBlock) => void) | undefined;
}) {
  const whole = useRoomBlock(block.id, date);
  const change = useChangeRoomBlock();
  if (whole.isPending) return <Spinner label="Loading the room block" className="py-4" />;
  if (whole.isError) return <QueryError what="the room block" onRetry={() => void whole.refetch()} />;
  const found: RoomBlock | null = whole.data;
  if (!found) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        This block is no longer there: it was changed or deleted meanwhile.
      </p>
    );
  }
  return (
    <RoomBlockForm
      view={view}
      initial={{ roomId: found.roomId, times: blockTimesOf(found), note: found.note }}
      save={(input) => change.mutateAsync({ id: found.id, input })}
      pending={change.isPending}
      submitLabel="Save changes"
      doneTitle="Room Block Changed"
      onClose={onClose}
      onDelete={
        onDelete
          ? () => {
              onDelete(found);
            }
          : undefined
      }
    />
  );
}

function RoomBlockForm({
  view,
  initial,
  save,
  pending,
  submitLabel,
  doneTitle,
  onClose,
  onDelete,
}: {
  view: CalendarView;
  initial: { roomId: number | null; times: BlockTimes; note: string };
  save: (input: RoomBlockInput) => Promise<RoomBlock>;
  pending: boolean;
  submitLabel: string;
  doneTitle: string;
  onClose: () => void;
  onDelete?: (() => void) | undefined;
}) {
  const id = useId();
  const ids = { room: `${id}-room`, startDay: `${id}-start-day`, from: `${id}-from`, endDay: `${id}-end-day`, to: `${id}-to`, note: `${id}-note` };
  // The active rooms, and the block's own room should it have been deactivated since.
  const rooms = view.rooms.filter((r) => r.active || r.id === initial.roomId);
  const [roomId, setRoomId] = useState(initial.roomId === null ? '' : String(initial.roomId));
  const [times, setTimes] = useState(initial.times);
  const [note, setNote] = useState(initial.note);
  // A message about the end goes under the end date when it is about days, else under To.
  const endTarget = endIsAboutDay(times) ? ids.endDay : ids.to;
  const { errors, show: showErrors, showServer } = useFieldErrors(fields, { roomId: ids.room, start: ids.startDay, end: endTarget, note: ids.note });
  const [message, setMessage] = useState<string | null>(null);
  const set = (change: Partial<BlockTimes>) => {
    setTimes((t) => ({ ...t, ...change }));
  };
  const endProps = (control: string) => (control === endTarget ? fieldControlProps(control, errors.end) : { id: control });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const local: Partial<Record<Field, string>> = { ...checkBlockTimes(times) };
    if (!roomId) local.roomId = 'Choose a room.';
    showErrors(local);
    if (Object.keys(local).length > 0) return;
    const room = rooms.find((r) => String(r.id) === roomId);
    save({ roomId: Number(roomId), ...blockTimesInput(times), note }).then(
      () => {
        toast({ title: doneTitle, description: `${room?.name ?? 'The room'} is blocked ${describeBlockTimes(times)}.` });
        onClose();
      },
      (e: unknown) => {
        if (isUnauthorizedError(e) || showServer(e)) return;
        setMessage(apiErrorMessage(e) ?? 'Please try again.');
      },
    );
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <FormField id={ids.room} label="Room" error={errors.roomId} className="space-y-1">
        <Select
          value={roomId}
          {...fieldControlProps(ids.room, errors.roomId)}
          onChange={(e) => {
            setRoomId(e.target.value);
          }}
        >
          {rooms.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {r.name}
            </option>
          ))}
        </Select>
      </FormField>
      <label className="flex items-center gap-2 text-sm font-semibold text-forest-800">
        <input
          type="checkbox"
          className="size-5 accent-forest-800"
          checked={times.wholeDay}
          onChange={(e) => {
            set({ wholeDay: e.target.checked });
          }}
        />
        Whole day
      </label>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={ids.startDay} label="Start date" error={errors.start} className="space-y-1">
          <Input
            type="date"
            value={times.startDay}
            {...fieldControlProps(ids.startDay, errors.start)}
            onChange={(e) => {
              const startDay = e.target.value;
              // An end date that was the start date (a block of one day) or is now before it follows it.
              setTimes((t) => ({ ...t, startDay, endDay: t.endDay === t.startDay || t.endDay < startDay ? startDay : t.endDay }));
            }}
          />
        </FormField>
        {times.wholeDay ? null : (
          <FormField id={ids.from} label="From" className="space-y-1">
            <Input
              id={ids.from}
              type="time"
              step={900}
              value={times.from}
              onChange={(e) => {
                set({ from: e.target.value });
              }}
            />
          </FormField>
        )}
        <FormField id={ids.endDay} label="End date" className="space-y-1">
          <Input
            type="date"
            value={times.endDay}
            min={times.startDay}
            {...endProps(ids.endDay)}
            onChange={(e) => {
              set({ endDay: e.target.value });
            }}
          />
        </FormField>
        {times.wholeDay ? null : (
          <FormField id={ids.to} label="To" className="space-y-1">
            <Input
              type="time"
              step={900}
              value={times.to}
              {...endProps(ids.to)}
              onChange={(e) => {
                set({ to: e.target.value });
              }}
            />
          </FormField>
        )}
      </div>
      {/* The end's message goes under both end fields; the one it is about points at it. */}
      {errors.end ? (
        <p id={fieldErrorId(endTarget)} className="text-sm font-medium text-danger">
          {errors.end}
        </p>
      ) : null}
      <FormField id={ids.note} label="Note" error={errors.note} className="space-y-1">
        <Input
          value={note}
          maxLength={200}
          {...fieldControlProps(ids.note, errors.note)}
          onChange={(e) => {
            setNote(e.target.value);
          }}
        />
      </FormField>
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-end sm:justify-between">
        {onDelete ? (
          <Button type="button" variant="ghost" className="text-danger hover:bg-[#fbeaea]" onClick={onDelete}>
            Delete
          </Button>
        ) : (
          <span />
        )}
        <FormDialogActions pending={pending}>{submitLabel}</FormDialogActions>
      </div>
    </form>
  );
}
