import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { formatCalendarDate } from '../../shared/utils/format';
import { useAskTimeOff, useMyTimeOff, type TimeOffRequest } from '../api/my-time-off';

const fields = ['from', 'to', 'note'] as const;
const statusLabels: Record<TimeOffRequest['status'], string> = { pending: 'Waiting for a manager', approved: 'Approved', declined: 'Declined' };

/** Her time off: the form to ask for days off (a manager approves them on the calendar) and her requests' status. */
export function TimeOffSection({ today }: { today: string }) {
  const id = useId();
  const ids = { from: `${id}-from`, to: `${id}-to`, note: `${id}-note` };
  const ask = useAskTimeOff();
  const requests = useMyTimeOff();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { errors, show, showServer } = useFieldErrors(fields, ids);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    show({});
    ask.mutateAsync({ from, to, note }).then(
      () => {
        toast({ title: 'Time Off Requested', description: `From ${formatCalendarDate(from)} to ${formatCalendarDate(to)}.` });
        setNote('');
      },
      (e: unknown) => {
        if (!isUnauthorizedError(e) && !showServer(e)) setError(apiErrorMessage(e) ?? 'Please try again.');
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-sand-300 bg-white p-4">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-forest-800">
        Time off
      </h2>
      <form className="space-y-3" onSubmit={submit} noValidate>
        <div className="grid grid-cols-2 gap-3">
          <FormField id={ids.from} label="From" error={errors.from} className="space-y-1">
            <Input
              id={ids.from}
              type="date"
              value={from}
              min={today}
              onChange={(e) => {
                setFrom(e.target.value);
                if (to < e.target.value) setTo(e.target.value);
              }}
            />
          </FormField>
          <FormField id={ids.to} label="To" error={errors.to} className="space-y-1">
            <Input
              id={ids.to}
              type="date"
              value={to}
              min={from}
              onChange={(e) => {
                setTo(e.target.value);
              }}
            />
          </FormField>
        </div>
        <FormField id={ids.note} label="Note" error={errors.note} className="space-y-1">
          <Input
            id={ids.note}
            value={note}
            maxLength={200}
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
        <Button type="submit" disabled={ask.isPending} aria-busy={ask.isPending || undefined}>
          Ask for Time Off
        </Button>
      </form>
      {requests.isError ? (
        <QueryError what="your requests" onRetry={() => void requests.refetch()} />
      ) : requests.data && requests.data.length > 0 ? (
        <ul aria-label="Your requests" className="divide-y divide-sand-200">
          {requests.data.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                {r.from === r.to ? formatCalendarDate(r.from) : `${formatCalendarDate(r.from)} – ${formatCalendarDate(r.to)}`}
                {r.note !== '' && <span className="text-muted"> · {r.note}</span>}
              </span>
              <span className="font-medium">{statusLabels[r.status]}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
