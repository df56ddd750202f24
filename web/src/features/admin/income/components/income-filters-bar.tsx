import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';

import { incomeSources, isIncomeSource } from '../utils/income-choices';
import {
  hasIncomeFilters,
  incomeFilterErrors,
  noIncomeFilters,
  sameIncomeFilters,
  therapistFilterMax,
  type IncomeFilters,
} from '../utils/income-filters';

/** How long typing must pause before the filters apply. */
const debounceMs = 300;

const trimmed = (f: IncomeFilters): IncomeFilters => ({
  ...f,
  therapist: f.therapist.trim(),
  minTotal: f.minTotal.trim(),
  maxTotal: f.maxTotal.trim(),
});

/**
 * The income filters: date from, date to (inclusive), source, therapist (part of the name), minimum
 * and maximum total, and Reset. The server filters; the URL keeps them. Typing applies once it pauses;
 * what the server would refuse is said under its field and not applied.
 */
export function IncomeFiltersBar({ filters, onApply }: { filters: IncomeFilters; onApply: (filters: IncomeFilters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  // What this bar last applied: when the URL arrives there, the person may have typed on meanwhile.
  const [applied, setApplied] = useState<IncomeFilters | null>(null);
  if (!sameIncomeFilters(filters, shown)) {
    // The URL moved on: follow it (back button, a link), unless it is this bar's own change landing,
    // which must not wipe what was typed since.
    setShown(filters);
    const own = applied !== null && sameIncomeFilters(filters, applied);
    if (own) setApplied(null);
    else if (!sameIncomeFilters(filters, draft)) setDraft(filters);
  }
  const errors = incomeFilterErrors(draft);
  const valid = Object.keys(errors).length === 0;

  const onApplyRef = useRef(onApply);
  useEffect(() => {
    onApplyRef.current = onApply;
  });
  useEffect(() => {
    if (!valid || sameIncomeFilters(draft, filters)) return;
    const timer = window.setTimeout(() => {
      setApplied(trimmed(draft));
      onApplyRef.current(trimmed(draft));
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [draft, filters, valid]);

  const set = (change: Partial<IncomeFilters>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const ids = {
    from: `${id}-from`,
    to: `${id}-to`,
    source: `${id}-source`,
    therapist: `${id}-therapist`,
    minTotal: `${id}-min`,
    maxTotal: `${id}-max`,
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
      <h3 id={`${id}-heading`} className="mb-4 text-lg font-semibold text-forest-800">
        Filters
      </h3>
      <form
        role="search"
        aria-labelledby={`${id}-heading`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          setApplied(trimmed(draft));
          onApply(trimmed(draft));
        }}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto] lg:items-start"
      >
        <FormField id={ids.from} label="Date from">
          <Input
            {...fieldControlProps(ids.from, undefined)}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => {
              set({ from: event.target.value });
            }}
          />
        </FormField>
        <FormField id={ids.to} label="Date to" error={errors.to}>
          <Input
            {...fieldControlProps(ids.to, errors.to)}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => {
              set({ to: event.target.value });
            }}
          />
        </FormField>
        <FormField id={ids.source} label="Source">
          <Select
            {...fieldControlProps(ids.source, undefined)}
            value={draft.source}
            onChange={(event) => {
              const value = event.target.value;
              set({ source: isIncomeSource(value) ? value : '' });
            }}
          >
            <option value="">All sources</option>
            <SelectOptions values={incomeSources} />
          </Select>
        </FormField>
        <FormField id={ids.therapist} label="Therapist">
          <Input
            {...fieldControlProps(ids.therapist, undefined)}
            type="search"
            autoComplete="off"
            maxLength={therapistFilterMax}
            placeholder="Any"
            value={draft.therapist}
            onChange={(event) => {
              set({ therapist: event.target.value });
            }}
          />
        </FormField>
        <FormField id={ids.minTotal} label="Min total (AED)" error={errors.minTotal}>
          <Input
            {...fieldControlProps(ids.minTotal, errors.minTotal)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={draft.minTotal}
            onChange={(event) => {
              set({ minTotal: event.target.value });
            }}
          />
        </FormField>
        <FormField id={ids.maxTotal} label="Max total (AED)" error={errors.maxTotal}>
          <Input
            {...fieldControlProps(ids.maxTotal, errors.maxTotal)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="Any"
            value={draft.maxTotal}
            onChange={(event) => {
              set({ maxTotal: event.target.value });
            }}
          />
        </FormField>
        <Button
          variant="ghost"
          className="lg:mt-7"
          disabled={!hasIncomeFilters(draft) && !hasIncomeFilters(filters)}
          onClick={() => {
            setDraft(noIncomeFilters);
            onApply(noIncomeFilters);
          }}
        >
          <X aria-hidden="true" />
          Reset
        </Button>
      </form>
    </section>
  );
}
