import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { ActionsTh, AdminTable, Td, Th } from '../../shared/components/admin-table';
import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { QueryRows } from '../../shared/components/query-rows';
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
        <AdminTable caption="Therapists" minWidth="min-w-[56rem]">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Gender</Th>
              <Th>Services</Th>
              <Th>Works</Th>
              <Th>Commission</Th>
              <Th>Status</Th>
              <ActionsTh />
            </tr>
          </thead>
          <tbody>
            <QueryRows
              columns={7}
              query={therapists}
              what="the therapists"
              loading="Loading the therapists"
              rows={therapists.data ?? []}
              empty="No therapists yet."
            >
              {(t) => (
                <tr key={t.id}>
                  <Td className="font-semibold">{t.name}</Td>
                  <Td>{t.gender === 'male' ? 'Male' : 'Female'}</Td>
                  <Td>{t.serviceIds.length === 0 ? 'None' : t.serviceIds.map(serviceName).join(', ')}</Td>
                  <Td>
                    {workingDays(t.schedule)}
                    {t.timeOff.length > 0 ? <span className="block text-xs text-muted">Time off: {t.timeOff.map((o) => `${o.from} – ${o.to}`).join('; ')}</span> : null}
                  </Td>
                  <Td>{t.commissionPercentage}%</Td>
                  <Td>{t.active ? 'Active' : 'Inactive'}</Td>
                  <Td>
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
                  </Td>
                </tr>
              )}
            </QueryRows>
          </tbody>
        </AdminTable>
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
        <AdminTable caption="Rooms" minWidth="min-w-[32rem]">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Kind</Th>
              <Th>Status</Th>
              <ActionsTh />
            </tr>
          </thead>
          <tbody>
            <QueryRows
              columns={4}
              query={rooms}
              what="the rooms"
              loading="Loading the rooms"
              rows={rooms.data ?? []}
              empty="No rooms yet."
            >
              {(r) => (
                <tr key={r.id}>
                  <Td className="font-semibold">{r.name}</Td>
                  <Td>{r.kind === 'couple' ? 'Couple suite' : 'Single'}</Td>
                  <Td>{r.active ? 'Active' : 'Inactive'}</Td>
                  <Td>
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
                  </Td>
                </tr>
              )}
            </QueryRows>
          </tbody>
        </AdminTable>
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
