import { useId, useState, type SubmitEvent } from 'react';

import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { useAddRoomBlock } from '../api/room-blocks';
import type { CalendarView } from '../utils/calendar-layout';
import { blockClock, blockInput } from '../utils/room-blocks';

// In the form's order; the server names the day `start` and the times' order `end`.
const fields = ['roomId', 'start', 'end', 'note'] as const;
type Field = (typeof fields)[number];

/**
 * A room taken out of use (maintenance), added from the calendar: the room, the day, from and to (or the
 * whole day) and a note. The server refuses it over bookings that hold the room then, naming them.
 */
export function RoomBlockDialog({ view, date, onClose }: { view: CalendarView; date: string; onClose: () => void }) {
  const id = useId();
  const ids = { room: `${id}-room`, date: `${id}-date`, from: `${id}-from`, to: `${id}-to`, note: `${id}-note` };
  const add = useAddRoomBlock();
  const rooms = view.rooms.filter((r) => r.active);
  const [roomId, setRoomId] = useState(rooms[0] ? String(rooms[0].id) : '');
  const [day, setDay] = useState(date);
  const [wholeDay, setWholeDay] = useState(false);
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('10:00');
  const [note, setNote] = useState('');
  const { errors, show: showErrors, showServer } = useFieldErrors(fields, { roomId: ids.room, start: ids.date, end: ids.to, note: ids.note });
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const local: Partial<Record<Field, string>> = {};
    if (!roomId) local.roomId = 'Choose a room.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) local.start = 'Choose a day.';
    else if (!wholeDay && !(from < to)) local.end = 'To must be after from.';
    showErrors(local);
    if (Object.keys(local).length > 0) return;
    const room = rooms.find((r) => String(r.id) === roomId);
    add.mutateAsync({ roomId: Number(roomId), ...blockInput(day, from, to, wholeDay), note }).then(
      () => {
        toast({
          title: 'Room Blocked',
          description: `${room?.name ?? 'The room'} is blocked on ${day}${wholeDay ? ' all day' : ` from ${blockClock(from)} to ${blockClock(to)}`}.`,
        });
        onClose();
      },
      (e: unknown) => {
        if (isUnauthorizedError(e) || showServer(e)) return;
        setMessage(apiErrorMessage(e) ?? 'Please try again.');
      },
    );
  };

  return (
    <FormDialog title="Add Room Block" description="The room cannot be booked then. Bookings already in the room must be moved first." onClose={onClose}>
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
        <FormField id={ids.date} label="Date" error={errors.start} className="space-y-1">
          <Input
            type="date"
            value={day}
            {...fieldControlProps(ids.date, errors.start)}
            onChange={(e) => {
              setDay(e.target.value);
            }}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm font-semibold text-forest-800">
          <input
            type="checkbox"
            className="size-5 accent-forest-800"
            checked={wholeDay}
            onChange={(e) => {
              setWholeDay(e.target.checked);
            }}
          />
          Whole day
        </label>
        {wholeDay ? null : (
          <div className="grid grid-cols-2 gap-3">
            <FormField id={ids.from} label="From" className="space-y-1">
              <Input
                id={ids.from}
                type="time"
                step={900}
                value={from}
                onChange={(e) => {
                  setFrom(e.target.value);
                }}
              />
            </FormField>
            {/* The message goes under both times (below), so To points at it itself. */}
            <FormField id={ids.to} label="To" className="space-y-1">
              <Input
                type="time"
                step={900}
                value={to}
                {...fieldControlProps(ids.to, errors.end)}
                onChange={(e) => {
                  setTo(e.target.value);
                }}
              />
            </FormField>
          </div>
        )}
        {!wholeDay && errors.end ? (
          <p id={fieldErrorId(ids.to)} className="text-sm font-medium text-danger">
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
        <FormDialogActions pending={add.isPending}>Add Room Block</FormDialogActions>
      </form>
    </FormDialog>
  );
}
