import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { retentionBounds, retentionFields, useRetention, useSetRetention, type RetentionSettings } from '../api/retention';

const labels: Record<keyof RetentionSettings, string> = {
  contactMessagesMonths: 'Contact messages are anonymised after (months)',
  inactiveCustomersMonths: 'Customers with no booking are forgotten after (months)',
  emailBodiesMonths: 'Sent e-mails lose their text after (months)',
  auditEventsMonths: 'Activity log entries are deleted after (months, at least 60)',
};

function RetentionForm({ saved }: { saved: RetentionSettings }) {
  const id = useId();
  const save = useSetRetention();
  const [values, setValues] = useState<Record<keyof RetentionSettings, string>>(() => {
    const text = {} as Record<keyof RetentionSettings, string>;
    for (const field of retentionFields) text[field] = String(saved[field]);
    return text;
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const settings = {} as RetentionSettings;
    for (const field of retentionFields) settings[field] = Number(values[field]);
    save.mutate(settings, {
      onSuccess: () => {
        toast({ title: 'Retention saved', description: 'The nightly clean-up applies it from its next run.' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Could not save the retention', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {retentionFields.map((field) => (
        <FormField key={field} id={`${id}-${field}`} label={labels[field]}>
          <Input
            id={`${id}-${field}`}
            type="number"
            inputMode="numeric"
            required
            {...retentionBounds[field]}
            value={values[field]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
            }}
          />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          Save retention
        </Button>
      </div>
    </form>
  );
}

/**
 * How long personal records are kept (the privacy policy states the defaults: contact messages 24 months, idle
 * customers 36, e-mail texts 12, the activity log five years). Invoices are not here: the law fixes their five years.
 */
export function RetentionSettingsSection() {
  const retention = useRetention();
  return (
    <section aria-labelledby="retention-heading" className="space-y-4">
      <h2 id="retention-heading" className="font-display text-2xl font-semibold text-forest-800">
        Keeping personal data
      </h2>
      <p className="max-w-2xl text-ink">
        After these periods the nightly clean-up removes guests&apos; details. Invoices keep theirs for five years, as the law requires.
      </p>
      {retention.isError ? (
        <QueryError what="the retention settings" onRetry={() => void retention.refetch()} />
      ) : retention.data ? (
        <RetentionForm key={JSON.stringify(retention.data)} saved={retention.data} />
      ) : (
        <Spinner label="Loading the retention settings" />
      )}
    </section>
  );
}
