import { Trash2 } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatTime12 } from '@/lib/format';
import { toast } from '@/lib/toast';

import { DataTable } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { QueryError } from '../../shared/components/query-error';
import { formatCalendarDate } from '../../shared/utils/format';
import { weekdays } from '../../shared/utils/weekdays';
import {
  checkOpeningHours,
  checkSpecialDay,
  useCreateSpecialDay,
  useDeleteSpecialDay,
  useOpeningHours,
  useSetOpeningHours,
  useSpecialDays,
  type OpeningHours,
  type OutsideBooking,
  type SpecialDayInput,
} from '../api/hours';
import { OutsideWarning } from './outside-warning';
import { RetentionSettingsSection } from './retention-settings';

function failed(title: string, error: unknown) {
  if (isUnauthorizedError(error)) return;
  toast({ title, description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

/** The Hours tab (the settings place): the weekly opening hours, the special days, and how long personal data is kept. */
export function HoursTab() {
  const hours = useOpeningHours();
  return (
    <div className="space-y-10">
      <section aria-labelledby="weekly-hours-heading" className="space-y-4">
        <h2 id="weekly-hours-heading" className="font-display text-2xl font-semibold text-forest-800">
          Opening hours
        </h2>
        {hours.isError ? (
          <QueryError what="the opening hours" onRetry={() => void hours.refetch()} />
        ) : hours.data ? (
          <WeeklyForm key={JSON.stringify(hours.data)} saved={hours.data} />
        ) : (
          <Spinner label="Loading the opening hours" />
        )}
      </section>
      <SpecialDays />
      <RetentionSettingsSection />
    </div>
  );
}

/**
 * The weekly hours, each weekday open (with its times) or closed. Saving first asks the server which
 * upcoming bookings the new hours would leave outside, and shows them before anything is saved.
 */
function WeeklyForm({ saved }: { saved: OpeningHours }) {
  const id = useId();
  const save = useSetOpeningHours();
  const [hours, setHours] = useState<OpeningHours>(saved);
  const [warning, setWarning] = useState<OutsideBooking[] | null>(null);
  const [checking, setChecking] = useState(false);

  const commit = () => {
    save.mutate(hours, {
      onSuccess: () => {
        setWarning(null);
        toast({ title: 'Hours Saved', description: 'The new opening hours apply to bookings from now on.' });
      },
      onError: (error) => {
        failed('Hours Not Saved', error);
      },
    });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    checkOpeningHours(hours)
      .then((outside) => {
        if (outside.length === 0) commit();
        else setWarning(outside);
      })
      .catch((error: unknown) => {
        failed('Hours Not Saved', error);
      })
      .finally(() => {
        setChecking(false);
      });
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      {weekdays.map(([day, name]) => {
        const value = hours[day];
        return (
          <div key={day} role="group" aria-label={name} className="flex flex-wrap items-center gap-3 border-b border-sand-200 pb-3">
            <span className="w-28 font-semibold text-forest-800">{name}</span>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-forest-800"
                checked={value !== null}
                onChange={(e) => {
                  setHours({ ...hours, [day]: e.target.checked ? { open: '09:00', close: '22:00' } : null });
                }}
              />
              Open
            </label>
            {value ? (
              <>
                <label htmlFor={`${id}-${day}-open`} className="sr-only">
                  {name} opens
                </label>
                <Input
                  id={`${id}-${day}-open`}
                  type="time"
                  className="h-10 w-36"
                  value={value.open}
                  onChange={(e) => {
                    setHours({ ...hours, [day]: { ...value, open: e.target.value } });
                  }}
                />
                <span aria-hidden="true">–</span>
                <label htmlFor={`${id}-${day}-close`} className="sr-only">
                  {name} closes
                </label>
                <Input
                  id={`${id}-${day}-close`}
                  type="time"
                  className="h-10 w-36"
                  value={value.close}
                  onChange={(e) => {
                    setHours({ ...hours, [day]: { ...value, close: e.target.value } });
                  }}
                />
              </>
            ) : (
              <span className="text-sm text-muted">Closed</span>
            )}
          </div>
        );
      })}
      {warning ? (
        <OutsideWarning
          bookings={warning}
          pending={save.isPending}
          onConfirm={commit}
          onCancel={() => {
            setWarning(null);
            setHours(saved);
          }}
        />
      ) : (
        <Button type="submit" disabled={checking || save.isPending}>
          Save hours
        </Button>
      )}
    </form>
  );
}

const emptyDay: SpecialDayInput = { from: '', to: '', closed: true, open: '09:00', close: '22:00', note: '' };

/** The special days: a list with Delete, and a form that adds one after the same check of bookings. */
function SpecialDays() {
  const id = useId();
  const days = useSpecialDays();
  const create = useCreateSpecialDay();
  const remove = useDeleteSpecialDay();
  const [day, setDay] = useState<SpecialDayInput>(emptyDay);
  const [warning, setWarning] = useState<OutsideBooking[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const body = (): SpecialDayInput => (day.closed ? { from: day.from, to: day.to, closed: true, note: day.note ?? '' } : { ...day, closed: false });

  const commit = () => {
    create.mutate(body(), {
      onSuccess: () => {
        setWarning(null);
        setDay(emptyDay);
        toast({ title: 'Special Day Added', description: 'Guests see the new hours when they book.' });
      },
      onError: (e) => {
        setWarning(null);
        if (!isUnauthorizedError(e)) setError(apiErrorMessage(e) ?? 'Please try again.');
      },
    });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setChecking(true);
    checkSpecialDay(body())
      .then((outside) => {
        if (outside.length === 0) commit();
        else setWarning(outside);
      })
      .catch((e: unknown) => {
        if (isUnauthorizedError(e)) return;
        setError(apiErrorMessage(e) ?? 'Please try again.');
      })
      .finally(() => {
        setChecking(false);
      });
  };

  return (
    <section aria-labelledby="special-days-heading" className="space-y-4">
      <h2 id="special-days-heading" className="font-display text-2xl font-semibold text-forest-800">
        Special days
      </h2>
      <DataTable
        caption="Special days"
        rows={days.data ?? []}
        columns={[
          {
            id: 'dates',
            header: 'Dates',
            primary: true,
            sortValue: (d) => d.from,
            cell: (d) => (d.from === d.to ? formatCalendarDate(d.from) : `${formatCalendarDate(d.from)} – ${formatCalendarDate(d.to)}`),
          },
          { id: 'hours', header: 'Hours', cell: (d) => (d.closed || !d.open || !d.close ? 'Closed' : `${formatTime12(d.open)} – ${formatTime12(d.close)}`) },
          { id: 'note', header: 'Note', cell: (d) => d.note },
          {
            id: 'actions',
            header: 'Actions',
            align: 'end',
            cell: (d) => (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete the special day ${d.from}${d.note ? ` (${d.note})` : ''}`}
                disabled={remove.isPending}
                onClick={() => {
                  remove.mutate(d.id, {
                    onSuccess: () => {
                      toast({ title: 'Special Day Deleted', description: 'The weekly hours apply again.' });
                    },
                    onError: (e) => {
                      failed('Not Deleted', e);
                    },
                  });
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ),
          },
        ]}
        rowKey={(d) => d.id}
        rowData={(d) => ({ 'data-special-day-id': d.id })}
        {...queryState(days, 'the special days')}
        empty="No special days."
      />

      <form className="space-y-3 rounded-xl border border-sand-300 p-4" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
        <h3 id={`${id}-legend`} className="font-semibold text-forest-800">
          Add a special day
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <FormField id={`${id}-from`} label="From" className="space-y-1">
            <Input
              id={`${id}-from`}
              type="date"
              className="h-10 w-44"
              value={day.from}
              onChange={(e) => {
                setDay({ ...day, from: e.target.value, to: day.to === '' || day.to < e.target.value ? e.target.value : day.to });
              }}
            />
          </FormField>
          <FormField id={`${id}-to`} label="To" className="space-y-1">
            <Input
              id={`${id}-to`}
              type="date"
              className="h-10 w-44"
              value={day.to}
              onChange={(e) => {
                setDay({ ...day, to: e.target.value });
              }}
            />
          </FormField>
          <label className="flex items-center gap-2 pb-2 text-sm font-semibold text-forest-800">
            <input
              type="checkbox"
              className="size-5 accent-forest-800"
              checked={day.closed}
              onChange={(e) => {
                setDay({ ...day, closed: e.target.checked });
              }}
            />
            Closed all day
          </label>
          {!day.closed ? (
            <>
              <FormField id={`${id}-open`} label="Opens" className="space-y-1">
                <Input
                  id={`${id}-open`}
                  type="time"
                  className="h-10 w-36"
                  value={day.open ?? ''}
                  onChange={(e) => {
                    setDay({ ...day, open: e.target.value });
                  }}
                />
              </FormField>
              <FormField id={`${id}-close`} label="Closes" className="space-y-1">
                <Input
                  id={`${id}-close`}
                  type="time"
                  className="h-10 w-36"
                  value={day.close ?? ''}
                  onChange={(e) => {
                    setDay({ ...day, close: e.target.value });
                  }}
                />
              </FormField>
            </>
          ) : null}
          <FormField id={`${id}-note`} label="Note" className="space-y-1">
            <Input
              id={`${id}-note`}
              className="h-10 w-56"
              placeholder="Eid, National Day…"
              value={day.note ?? ''}
              onChange={(e) => {
                setDay({ ...day, note: e.target.value });
              }}
            />
          </FormField>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        {warning ? (
          <OutsideWarning
            bookings={warning}
            pending={create.isPending}
            onConfirm={commit}
            onCancel={() => {
              setWarning(null);
            }}
          />
        ) : (
          <Button type="submit" disabled={checking || create.isPending}>
            Add special day
          </Button>
        )}
      </form>
    </section>
  );
}
