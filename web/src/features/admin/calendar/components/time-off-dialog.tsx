import { useId, useState, type SubmitEvent } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useAddTimeOff } from '../api/calendar';
import type { CalendarView } from '../utils/calendar-layout';

/**
 * Time off for a therapist, added from the calendar: a date range with a note, appended to their time off.
 * Their bookings in it stay; the calendar shows the day as time off.
 */
export function TimeOffDialog({ view, date, onClose }: { view: CalendarView; date: string; onClose: () => void }) {
  const id = useId();
  const add = useAddTimeOff();
  const active = view.therapists.filter((t) => t.active);
  const [therapistId, setTherapistId] = useState(active[0] ? String(active[0].id) : '');
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const therapist = view.therapists.find((t) => String(t.id) === therapistId);
    if (!therapist) {
      setError('Choose a therapist.');
      return;
    }
    const timeOff = [...therapist.timeOff.map((o) => ({ from: o.from, to: o.to, note: o.note ?? '' })), { from, to, note }];
    add.mutateAsync({ id: therapist.id, timeOff }).then(
      () => {
        toast({ title: 'Time Off Added', description: `${therapist.name} is off from ${from} to ${to}.` });
        onClose();
      },
      (e: unknown) => {
        if (!isUnauthorizedError(e)) setError(apiErrorMessage(e) ?? 'Please try again.');
      },
    );
  };

  return (
    <FormDialog title="Add Time Off" description="The therapist cannot be booked on these days; bookings already made stay." onClose={onClose}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <FormField id={`${id}-therapist`} label="Therapist" className="space-y-1">
          <Select
            id={`${id}-therapist`}
            value={therapistId}
            onChange={(e) => {
              setTherapistId(e.target.value);
            }}
          >
            {active.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id={`${id}-from`} label="From" className="space-y-1">
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                if (to < e.target.value) setTo(e.target.value);
              }}
            />
          </FormField>
          <FormField id={`${id}-to`} label="To" className="space-y-1">
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(e) => {
                setTo(e.target.value);
              }}
            />
          </FormField>
        </div>
        <FormField id={`${id}-note`} label="Note" className="space-y-1">
          <Input
            id={`${id}-note`}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
            }}
          />
        </FormField>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <FormDialogActions pending={add.isPending}>Add Time Off</FormDialogActions>
      </form>
    </FormDialog>
  );
}
