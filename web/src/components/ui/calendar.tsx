import 'react-day-picker/style.css';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { DayPicker, type ChevronProps, type DayPickerProps } from 'react-day-picker';

import { cn } from '@/lib/cn';

/** The month buttons' arrows; on a right-to-left calendar (`dir="rtl"`) they are mirrored, as the months run. */
function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className="size-5 text-forest-800 rtl:-scale-x-100" />;
}

/**
 * A month calendar (react-day-picker) in the site's colours. Days are 44px targets. Selected days are
 * forest on sand; disabled days are faded and cannot be chosen. With `dir="rtl"` and a `locale` (the Arabic
 * pages') its weeks run right to left, the arrow keys follow them and its words are the locale's.
 */
export function Calendar({ className, classNames, style, ...props }: DayPickerProps) {
  return (
    <DayPicker
      className={cn('text-ink', className)}
      style={
        {
          '--rdp-accent-color': 'var(--color-forest-800)',
          '--rdp-accent-background-color': 'var(--color-sand-200)',
          '--rdp-today-color': 'var(--color-gold-700)',
          '--rdp-day-height': '2.75rem',
          '--rdp-day-width': '2.75rem',
          '--rdp-day_button-height': '2.625rem',
          '--rdp-day_button-width': '2.625rem',
          '--rdp-disabled-opacity': '0.45',
          ...style,
        } as CSSProperties
      }
      classNames={{
        month_caption: 'rdp-month_caption font-display text-xl text-forest-800',
        button_previous: 'rdp-button_previous rounded-full hover:bg-sand-200',
        button_next: 'rdp-button_next rounded-full hover:bg-sand-200',
        day_button: 'rdp-day_button hover:bg-sand-200 disabled:hover:bg-transparent',
        selected: 'rdp-selected [&>button]:bg-forest-800 [&>button]:text-sand-50 [&>button]:hover:bg-forest-700',
        today: 'rdp-today font-bold',
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  );
}
