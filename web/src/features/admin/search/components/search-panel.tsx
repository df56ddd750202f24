import { Fragment, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';

import { cn } from '@/lib/cn';

import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { formatCalendarDate } from '../../shared/utils/format';
import { maxSearchLength, minSearchLength, useAdminSearch } from '../api/search-admin';
import { searchOptions, type SearchOption } from '../utils/search-options';

/** How long the typing pauses before the server is asked. */
export const searchDelayMs = 250;

const groups = ['Bookings', 'Customers', 'Messages'] as const;

/**
 * The search's combobox and its results (a listbox grouped Bookings, Customers, Messages): the arrow keys move
 * through the results, Enter or a click opens one with `onOpen`.
 */
export function SearchPanel({ onOpen }: { onOpen: (option: SearchOption) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const typed = text.trim();
  const q = useDebouncedValue(typed, searchDelayMs);
  const search = useAdminSearch(q);
  const options = useMemo(() => (search.data && q.length >= minSearchLength ? searchOptions(search.data, formatCalendarDate) : []), [search.data, q]);
  // The active result, reset to the first whenever the results change.
  const [selection, setSelection] = useState<{ of: SearchOption[]; index: number }>({ of: [], index: 0 });
  const active = selection.of === options ? selection.index : 0;
  const setActive = (index: number) => {
    setSelection({ of: options, index });
  };
  const current = options[Math.min(active, options.length - 1)];
  const optionId = (option: SearchOption) => `${id}-${option.key}`;

  useEffect(() => {
    const element = current ? document.getElementById(optionId(current)) : null;
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: options.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive((next + options.length) % options.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      onOpen(current);
    }
  };

  const status =
    typed.length < minSearchLength
      ? `Type at least ${String(minSearchLength)} characters: a name, e-mail, phone or booking number.`
      : search.isError
        ? 'The search failed. Please try again.'
        : typed !== q || search.isFetching
          ? 'Searching…'
          : options.length === 0
            ? `No results for “${q}”.`
            : `${String(options.length)} ${options.length === 1 ? 'result' : 'results'}.`;

  return (
    <div className="space-y-3">
      <input
        role="combobox"
        aria-label="Search bookings, customers and messages"
        aria-expanded={options.length > 0}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
        autoComplete="off"
        maxLength={maxSearchLength}
        className="h-11 w-full rounded-lg border border-sand-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-forest-700"
        placeholder="Name, e-mail, phone or #booking"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      <div role="listbox" id={`${id}-results`} aria-label="Results" className="max-h-[60dvh] overflow-y-auto">
        {groups.map((group) => {
          const inGroup = options.filter((option) => option.group === group);
          if (inGroup.length === 0) return <Fragment key={group} />;
          return (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="mb-3">
              <div role="presentation" id={`${id}-${group}`} className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {group}
              </div>
              {inGroup.map((option) => (
                <div
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={option === current}
                  className={cn('cursor-pointer rounded-lg px-2 py-2', option === current && 'bg-sand-200')}
                  onMouseMove={() => {
                    setActive(options.indexOf(option));
                  }}
                  tabIndex={-1}
                  onClick={() => {
                    onOpen(option);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') onOpen(option);
                  }}
                >
                  <div className="font-medium break-words text-forest-800">{option.label}</div>
                  {option.detail !== '' && <div className="text-sm break-words text-muted">{option.detail}</div>}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
