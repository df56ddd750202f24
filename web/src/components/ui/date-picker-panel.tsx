import { useRef, type RefObject } from 'react';
import type { DayPickerLocale, Matcher } from 'react-day-picker';

import { Calendar } from './calendar';
import { Popover, PopoverAnchor, PopoverContent } from './popover';

export interface DatePickerPanelProps {
  /** The picker's button: the panel opens under it and gives focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: Date | undefined;
  onSelect: (day: Date) => void;
  disabledDays?: Matcher | Matcher[] | undefined;
  startMonth?: Date | undefined;
  endMonth?: Date | undefined;
  today?: Date | undefined;
  label: string;
  /** The names of the month buttons (react-day-picker's, in its locale's language, by default). */
  monthButtonLabels?: { previous: string; next: string } | undefined;
  /** The calendar's language (date-fns's and react-day-picker's; English by default) and direction. */
  locale?: DayPickerLocale | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
}

/**
 * The date picker's calendar in its popover (Radix Popover, react-day-picker): the part of the picker a
 * visitor needs only once they open it, so date-picker.tsx loads it then. The button lives in the page
 * (date-picker.tsx); the popover is anchored to it and behaves as its own trigger's would: a click on the
 * button toggles, Escape or a click elsewhere closes, and focus goes back to the button unless the visitor
 * clicked somewhere else.
 */
export default function DatePickerPanel({
  anchor,
  id,
  open,
  onOpenChange,
  value,
  onSelect,
  disabledDays,
  startMonth,
  endMonth,
  today,
  label,
  monthButtonLabels,
  locale,
  dir,
}: DatePickerPanelProps) {
  const clickedOutside = useRef(false);
  const month = value ?? today;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        id={id}
        aria-label={label}
        className="w-auto"
        onOpenAutoFocus={(event) => {
          clickedOutside.current = false;
          // Start on the chosen day (or today), where the arrow keys move, not on the month buttons.
          const day = event.currentTarget instanceof HTMLElement
            ? event.currentTarget.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')
            : null;
          if (day) {
            event.preventDefault();
            day.focus();
          }
        }}
        onInteractOutside={(event) => {
          // The button toggles the panel itself: a press on it is not a click elsewhere.
          if (event.target instanceof Node && anchor.current?.contains(event.target)) {
            event.preventDefault();
            return;
          }
          clickedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!clickedOutside.current) anchor.current?.focus();
        }}
      >
        <Calendar
          mode="single"
          required
          selected={value}
          onSelect={onSelect}
          {...(disabledDays === undefined ? {} : { disabled: disabledDays })}
          {...(startMonth === undefined ? {} : { startMonth })}
          {...(endMonth === undefined ? {} : { endMonth })}
          {...(today === undefined ? {} : { today })}
          {...(month ? { defaultMonth: month } : {})}
          {...(locale ? { locale } : {})}
          {...(dir ? { dir } : {})}
          {...(monthButtonLabels
            ? { labels: { labelPrevious: () => monthButtonLabels.previous, labelNext: () => monthButtonLabels.next } }
            : {})}
        />
      </PopoverContent>
    </Popover>
  );
}
