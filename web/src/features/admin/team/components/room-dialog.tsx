import { useId, useState, type SubmitEvent } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useSaveRoom, type Room, type RoomBody } from '../api/team';
import { SaveErrors } from './errors';

/** Adds or edits a room: its name, kind (a couples treatment needs a couple room) and whether it is in use. */
export function RoomDialog({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const id = useId();
  const save = useSaveRoom();
  const [body, setBody] = useState<RoomBody>(() => (room ? { name: room.name, kind: room.kind, active: room.active } : { name: '', kind: 'single', active: true }));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A refusal shows in SaveErrors under the form; a lost session goes to the login page.
    save.mutate(
      { id: room?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ title: room ? 'Room Updated' : 'Room Added', description: `${body.name} is saved.` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog title={room ? `Edit ${room.name}` : 'Add Room'} description="A couples treatment needs a couple room; any other takes either kind." onClose={onClose}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <FormField id={`${id}-name`} label="Name" className="space-y-1">
          <Input
            id={`${id}-name`}
            value={body.name}
            onChange={(e) => {
              setBody({ ...body, name: e.target.value });
            }}
          />
        </FormField>
        <FormField id={`${id}-kind`} label="Kind" className="space-y-1">
          <Select
            id={`${id}-kind`}
            value={body.kind}
            onChange={(e) => {
              setBody({ ...body, kind: e.target.value === 'couple' ? 'couple' : 'single' });
            }}
          >
            <option value="single">Single</option>
            <option value="couple">Couple suite</option>
          </Select>
        </FormField>
        <label className="flex items-center gap-2 text-sm font-semibold text-forest-800">
          <input
            type="checkbox"
            className="size-5 accent-forest-800"
            checked={body.active}
            onChange={(e) => {
              setBody({ ...body, active: e.target.checked });
            }}
          />
          Active (can be booked)
        </label>
        <SaveErrors error={save.error} />
        <FormDialogActions pending={save.isPending}>{room ? 'Save Room' : 'Add Room'}</FormDialogActions>
      </form>
    </FormDialog>
  );
}
