import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';

/** How long typing must pause before the search runs. */
const debounceMs = 300;

/**
 * A search box: `onSearch` gets the trimmed text once typing pauses (or at once on Enter). It follows
 * `value` when that changes from outside (back button, cleared filters).
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // What this box last searched for: when the URL arrives there, the person may have typed on meanwhile.
  const [sent, setSent] = useState<string | null>(null);
  if (value !== shown) {
    // The URL moved on: show its value (back button, Clear filters), unless it is this box's own search
    // landing, which must not wipe what was typed since.
    setShown(value);
    if (sent === value) setSent(null);
    else if (text.trim() !== value) setText(value);
  }

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = window.setTimeout(() => {
      setSent(trimmed);
      onSearchRef.current(trimmed);
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text, value]);

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-forest-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted" />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-10"
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setSent(text.trim());
              onSearch(text.trim());
            }
          }}
        />
      </div>
    </div>
  );
}
