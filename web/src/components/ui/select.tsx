import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * A single-choice list: the browser's own <select>, styled like <Input>. Phones show their native picker,
 * screen readers and keyboards know it, and disabled <option>s say why in their text.
 * Give it fieldControlProps(id, error) for its label and error message.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          // Same box as <Input>: the #8c7a5b border meets 3:1 on sand; red while invalid.
          'block h-12 w-full cursor-pointer appearance-none rounded-xl border border-[#8c7a5b] bg-sand-50 py-0 pe-11 ps-4 text-base text-ink shadow-xs transition-colors',
          'focus-visible:border-forest-700 aria-invalid:border-danger aria-invalid:bg-[#fdf6f5]',
          'disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 end-4 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

/** One <option> per choice: its value, shown as `label(value)` (the value itself by default). */
export function SelectOptions({ values, label = (value) => value }: { values: readonly string[]; label?: (value: string) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
