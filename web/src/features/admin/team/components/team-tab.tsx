import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { DataTable } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { formatCalendarDate } from '../../shared/utils/format';
import {
  useDeleteRoom,
  useDeleteTherapist,
  useRooms,
  useSaveRoom,
  useSaveTherapist,
  useServiceChoices,
  useTherapists,
  type Room,
  type Therapist,
} from '../api/team';
import { therapistBody, workingDays } from '../utils/team-form';
import { RoomDialog } from './room-dialog';
import { TherapistDialog } from './therapist-dialog';

type Editing = { kind: 'therapist'; item: Therapist | null } | { kind: 'room'; item: Room | null } | null;
type Deleting = { kind: 'therapist'; item: Therapist } | { kind: 'room'; item: Room } | null;

/**
 * The Team & Rooms tab: the therapists (gender, services, working days, commission, active) and the rooms,
 * each added, edited, deactivated or deleted. The server refuses to delete one with upcoming bookings (409,
 * with the count) and says to deactivate instead.
 */
export function TeamTab() {
  const therapists = useTherapists();
  const rooms = useRooms();
  const services = useServiceChoices();
  const saveTherapist = useSaveTherapist();
  const saveRoom = useSaveRoom();
  const deleteTherapist = useDeleteTherapist();
  const deleteRoom = useDeleteRoom();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const serviceName = (id: number) => services.data?.find((s) => s.id === id)?.name ?? `#${String(id)}`;

  const toggle = (what: Deleting) => {
    if (!what) return;
    const { item } = what;
    const done = {
      onSuccess: () => {
        toast({ title: item.active ? 'Deactivated' : 'Activated', description: `${item.name} is now ${item.active ? 'inactive' : 'active'}.` });
      },
      onError: (error: unknown) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Not Saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      },
    };
    if (what.kind === 'therapist') saveTherapist.mutate({ id: item.id, body: { ...therapistBody(what.item), active: !item.active } }, done);
    else saveRoom.mutate({ id: item.id, body: { name: what.item.name, kind: what.item.kind, active: !item.active } }, done);
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="team-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="team-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold text-forest-800">
            Therapists
          </h2>
          <Button
            onClick={() => {
              setEditing({ kind: 'therapist', item: null });
            }}
          >
            <Plus aria-hidden="true" />
            Add Therapist
          </Button>
        </div>
        <DataTable
          caption="Therapists"
          rows={therapists.data ?? []}
          columns={[
            { id: 'name', header: 'Name', primary: true, className: 'font-semibold', sortValue: (t) => t.name, cell: (t) => t.name },
            { id: 'gender', header: 'Gender', sortValue: (t) => t.gender, cell: (t) => (t.gender === 'male' ? 'Male' : 'Female') },
            { id: 'services', header: 'Services', cell: (t) => (t.serviceIds.length === 0 ? 'None' : t.serviceIds.map(serviceName).join(', ')) },
            {
              id: 'works',
              header: 'Works',
              cell: (t) => (
                <>
                  {workingDays(t.schedule)}
                  {t.timeOff.length > 0 ? (
                    <span className="block text-xs text-muted">
                      Time off: {t.timeOff.map((o) => `${formatCalendarDate(o.from)} – ${formatCalendarDate(o.to)}`).join('; ')}
                    </span>
                  ) : null}
                </>
              ),
            },
            { id: 'commission', header: 'Commission', sortValue: (t) => t.commissionPercentage, cell: (t) => `${String(t.commissionPercentage)}%` },
            { id: 'status', header: 'Status', sortValue: (t) => (t.active ? 0 : 1), cell: (t) => (t.active ? 'Active' : 'Inactive') },
            {
              id: 'actions',
              header: 'Actions',
              cell: (t) => (
                <RowActions
                  name={t.name}
                  active={t.active}
                  onEdit={() => {
                    setEditing({ kind: 'therapist', item: t });
                  }}
                  onToggle={() => {
                    toggle({ kind: 'therapist', item: t });
                  }}
                  onDelete={() => {
                    setDeleting({ kind: 'therapist', item: t });
                  }}
                />
              ),
            },
          ]}
          rowKey={(t) => t.id}
          rowData={(t) => ({ 'data-therapist-id': t.id })}
          {...queryState(therapists, 'the therapists')}
          empty="No therapists yet."
        />
      </section>

      <section aria-labelledby="rooms-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="rooms-heading" className="font-display text-2xl font-semibold text-forest-800">
            Rooms
          </h2>
          <Button
            onClick={() => {
              setEditing({ kind: 'room', item: null });
            }}
          >
            <Plus aria-hidden="true" />
            Add Room
          </Button>
        </div>
        <DataTable
          caption="Rooms"
          rows={rooms.data ?? []}
          columns={[
            { id: 'name', header: 'Name', primary: true, className: 'font-semibold', sortValue: (r) => r.name, cell: (r) => r.name },
            { id: 'kind', header: 'Kind', sortValue: (r) => r.kind, cell: (r) => (r.kind === 'couple' ? 'Couple suite' : 'Single') },
            { id: 'status', header: 'Status', sortValue: (r) => (r.active ? 0 : 1), cell: (r) => (r.active ? 'Active' : 'Inactive') },
            {
              id: 'actions',
              header: 'Actions',
              cell: (r) => (
                <RowActions
                  name={r.name}
                  active={r.active}
                  onEdit={() => {
                    setEditing({ kind: 'room', item: r });
                  }}
                  onToggle={() => {
                    toggle({ kind: 'room', item: r });
                  }}
                  onDelete={() => {
                    setDeleting({ kind: 'room', item: r });
                  }}
                />
              ),
            },
          ]}
          rowKey={(r) => r.id}
          rowData={(r) => ({ 'data-room-id': r.id })}
          {...queryState(rooms, 'the rooms')}
          empty="No rooms yet."
        />
      </section>

      {editing?.kind === 'therapist' ? (
        <TherapistDialog
          therapist={editing.item}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      {editing?.kind === 'room' ? (
        <RoomDialog
          room={editing.item}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={`Delete ${deleting.item.name}?`}
          question={`${deleting.item.name} is removed for good. One with upcoming bookings cannot be deleted: deactivate them instead.`}
          pending={deleteTherapist.isPending || deleteRoom.isPending}
          onDelete={(done) => {
            if (deleting.kind === 'therapist') deleteTherapist.mutate(deleting.item.id, done);
            else deleteRoom.mutate(deleting.item.id, done);
          }}
          deleted={{ title: 'Deleted', description: `${deleting.item.name} is deleted.` }}
          failed="Not Deleted"
          onClose={() => {
            setDeleting(null);
          }}
          focusAfterDelete={() => heading.current?.focus()}
        />
      ) : null}
    </div>
  );
}

function RowActions({ name, active, onEdit, onToggle, onDelete }: { name: string; active: boolean; onEdit: () => void; onToggle: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`} onClick={onToggle}>
        <Power aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
