import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import type { Matcher } from 'react-day-picker';

import { cn } from '@/lib/cn';

import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'disabled'> {
  /** The button's id (for its <label>). */
  id: string;
  /** The id of the visible label; the button is named by it plus the date it shows. */
  labelId: string;
  /** The chosen day as local midnight, as the calendar hands it out. */
  value: Date | undefined;
  onChange: (day: Date) => void;
  /** Days that cannot be picked. */
  disabledDays?: Matcher | Matcher[];
  /** Limits of the month navigation. */
  startMonth?: Date;
  endMonth?: Date;
  /** The day to mark as today (defaults to the browser's today). */
  today?: Date;
  placeholder?: string;
  /** The popover's accessible name. */
  dialogLabel?: string;
}

/**
 * A button showing the chosen date (or the placeholder) that opens a calendar in a popover. Picking a
 * day closes the popover and returns focus to the button.
 */
export function DatePicker({
  id,
  labelId,
  value,
  onChange,
  disabledDays,
  startMonth,
  endMonth,
  today,
  placeholder = 'Pick a date',
  dialogLabel = 'Choose a date',
  className,
  ...buttonProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const month = value ?? today;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          id={id}
          aria-labelledby={`${labelId} ${id}`}
          className={cn(
            'flex h-12 w-full items-center gap-3 rounded-xl border border-[#8c7a5b] bg-sand-50 px-4 text-left text-base text-ink shadow-xs transition-colors',
            'focus-visible:border-forest-700 aria-invalid:border-danger aria-invalid:bg-[#fdf6f5]',
            className,
          )}
          {...buttonProps}
        >
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
          <span className={cn('truncate', value ? '' : 'text-muted')}>
            {value ? format(value, 'EEEE, MMMM d, yyyy') : placeholder}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={dialogLabel}
        className="w-auto"
        onOpenAutoFocus={(event) => {
          // Start on the chosen day (or today), where the arrow keys move, not on the month buttons.
          const day = event.currentTarget instanceof HTMLElement
            ? event.currentTarget.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')
            : null;
          if (day) {
            event.preventDefault();
            day.focus();
          }
        }}
      >
        <Calendar
          mode="single"
          required
          selected={value}
          onSelect={(day) => {
            onChange(day);
            setOpen(false);
          }}
          {...(disabledDays === undefined ? {} : { disabled: disabledDays })}
          {...(startMonth === undefined ? {} : { startMonth })}
          {...(endMonth === undefined ? {} : { endMonth })}
          {...(today === undefined ? {} : { today })}
          {...(month ? { defaultMonth: month } : {})}
        />
      </PopoverContent>
    </Popover>
  );
}
