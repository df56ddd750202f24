import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import type { Period, PeriodErrors } from '../utils/period';

/**
 * The first and last day of a figures panel's period, and Show figures: the inputs hold `value` (the period shown)
 * until typed in; `onSubmit` gets the period as typed, which the panel then shows.
 */
export function PeriodForm({ label, value, errors, onSubmit }: { label: string; value: Period; errors: PeriodErrors | null; onSubmit: (period: Period) => void }) {
  const id = useId();
  const [typed, setTyped] = useState<Period | null>(null);
  const draft = typed ?? value;
  const ids = { from: `${id}-from`, to: `${id}-to` };
  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setTyped(null);
        onSubmit(draft);
      }}
    >
      <FormField id={ids.from} label="First day" error={errors?.from} className="space-y-1">
        <Input {...fieldControlProps(ids.from, errors?.from)} type="date" required value={draft.from} onChange={(e) => { setTyped({ ...draft, from: e.target.value }); }} />
      </FormField>
      <FormField id={ids.to} label="Last day" error={errors?.to} className="space-y-1">
        <Input {...fieldControlProps(ids.to, errors?.to)} type="date" required value={draft.to} onChange={(e) => { setTyped({ ...draft, to: e.target.value }); }} />
      </FormField>
      <Button type="submit" variant="outline">
        Show figures
      </Button>
    </form>
  );
}
