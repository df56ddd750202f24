import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { weekdays } from '../../shared/utils/weekdays';
import { useSaveTherapist, useServiceChoices, type Therapist, type TherapistBody } from '../api/team';
import { emptyTherapist, therapistBody } from '../utils/team-form';
import { SaveErrors } from './errors';

const label = 'block text-sm font-semibold text-forest-800';

/**
 * Adds or edits a therapist: name, gender, commission, active, the services they do, the working intervals of
 * each weekday (none is a day off) and time off as date ranges. The server checks the schedule against the
 * opening hours and answers what is wrong, field by field.
 */
export function TherapistDialog({ therapist, onClose }: { therapist: Therapist | null; onClose: () => void }) {
  const id = useId();
  const save = useSaveTherapist();
  const services = useServiceChoices();
  const [body, setBody] = useState<TherapistBody>(() => (therapist ? therapistBody(therapist) : emptyTherapist()));
  const set = (change: Partial<TherapistBody>) => {
    setBody({ ...body, ...change });
  };
  const setDay = (day: string, intervals: { start: string; end: string }[]) => {
    set({ schedule: { ...body.schedule, [day]: intervals } });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A refusal shows in SaveErrors under the form; a lost session goes to the login page.
    save.mutate(
      { id: therapist?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ title: therapist ? 'Therapist Updated' : 'Therapist Added', description: `${body.name} is saved.` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={therapist ? `Edit ${therapist.name}` : 'Add Therapist'}
      description="Their services, working hours per weekday and time off decide when guests can book them."
      onClose={onClose}
      className="max-w-2xl"
    >
      <form className="space-y-5" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className={label}>
              Name
            </label>
            <Input
              id={`${id}-name`}
              value={body.name}
              required
              onChange={(e) => {
                set({ name: e.target.value });
              }}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-gender`} className={label}>
              Gender
            </label>
            <Select
              id={`${id}-gender`}
              value={body.gender}
              onChange={(e) => {
                set({ gender: e.target.value === 'male' ? 'male' : 'female' });
              }}
            >
              <option value="female">Female</option>
              <option value="male">Male</option>
            </Select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-commission`} className={label}>
              Commission %
            </label>
            <Input
              id={`${id}-commission`}
              type="number"
              min={0}
              max={100}
              step="0.5"
              value={String(body.commissionPercentage)}
              onChange={(e) => {
                set({ commissionPercentage: Number(e.target.value) });
              }}
            />
          </div>
          <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold text-forest-800">
            <input
              type="checkbox"
              className="size-5 accent-forest-800"
              checked={body.active}
              onChange={(e) => {
                set({ active: e.target.checked });
              }}
            />
            Active (can be booked)
          </label>
        </div>

        <fieldset className="space-y-2">
          <legend className={label}>Services</legend>
          <div className="grid max-h-48 gap-1 overflow-y-auto rounded-xl border border-sand-300 p-3 sm:grid-cols-2">
            {(services.data ?? []).map((s) => (
              <label key={s.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-forest-800"
                  checked={body.serviceIds.includes(s.id)}
                  onChange={(e) => {
                    set({ serviceIds: e.target.checked ? [...body.serviceIds, s.id] : body.serviceIds.filter((x) => x !== s.id) });
                  }}
                />
                {s.name}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className={label}>Weekly schedule</legend>
          <p className="text-xs text-muted">A weekday without hours is a day off.</p>
          {weekdays.map(([day, name]) => {
            const intervals = body.schedule[day] ?? [];
            return (
              <div key={day} role="group" aria-label={name} className="flex flex-wrap items-center gap-2 border-b border-sand-200 pb-2">
                <span className="w-24 text-sm font-semibold">{name}</span>
                {intervals.length === 0 ? <span className="text-sm text-muted">Day off</span> : null}
                {intervals.map((interval, i) => (
                  <span key={i} className="flex items-center gap-1">
                    <Input
                      type="time"
                      aria-label={`${name} from`}
                      className="h-10 w-32"
                      value={interval.start}
                      onChange={(e) => {
                        setDay(day, intervals.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)));
                      }}
                    />
                    <span aria-hidden="true">–</span>
                    <Input
                      type="time"
                      aria-label={`${name} until`}
                      className="h-10 w-32"
                      value={interval.end}
                      onChange={(e) => {
                        setDay(day, intervals.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)));
                      }}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${name} hours ${interval.start}–${interval.end}`}
                      onClick={() => {
                        setDay(day, intervals.filter((_, j) => j !== i));
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Add hours on ${name}`}
                  onClick={() => {
                    const last = intervals[intervals.length - 1];
                    setDay(day, [...intervals, last ? { start: last.end, end: last.end } : { start: '09:00', end: '17:00' }]);
                  }}
                >
                  <Plus aria-hidden="true" />
                  Hours
                </Button>
              </div>
            );
          })}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className={label}>Time off</legend>
          {body.timeOff.length === 0 ? <p className="text-sm text-muted">None.</p> : null}
          {body.timeOff.map((off, i) => (
            <div key={i} role="group" aria-label={`Time off ${String(i + 1)}`} className="flex flex-wrap items-center gap-2">
              <Input
                type="date"
                aria-label="Time off from"
                className="h-10 w-44"
                value={off.from}
                onChange={(e) => {
                  set({ timeOff: body.timeOff.map((x, j) => (j === i ? { ...x, from: e.target.value } : x)) });
                }}
              />
              <Input
                type="date"
                aria-label="Time off to"
                className="h-10 w-44"
                value={off.to}
                onChange={(e) => {
                  set({ timeOff: body.timeOff.map((x, j) => (j === i ? { ...x, to: e.target.value } : x)) });
                }}
              />
              <Input
                aria-label="Time off note"
                placeholder="Note"
                className="h-10 w-48"
                value={off.note}
                onChange={(e) => {
                  set({ timeOff: body.timeOff.map((x, j) => (j === i ? { ...x, note: e.target.value } : x)) });
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove time off ${String(i + 1)}`}
                onClick={() => {
                  set({ timeOff: body.timeOff.filter((_, j) => j !== i) });
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              set({ timeOff: [...body.timeOff, { from: '', to: '', note: '' }] });
            }}
          >
            <Plus aria-hidden="true" />
            Add time off
          </Button>
        </fieldset>

        <SaveErrors error={save.error} />
        <FormDialogActions pending={save.isPending}>{therapist ? 'Save Therapist' : 'Add Therapist'}</FormDialogActions>
      </form>
    </FormDialog>
  );
}
