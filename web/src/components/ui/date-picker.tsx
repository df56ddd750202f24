import { CalendarDays } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type Ref,
} from 'react';
import type { Matcher } from 'react-day-picker';

import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format';
import { useLocale, type Locale } from '@/lib/i18n';

import type { DatePickerPanelProps } from './date-picker-panel';

// The popover and its calendar (Radix Popover with its positioning, react-day-picker and the date-fns
// under it) are most of the picker's code and needed only once it opens: they are fetched when the
// visitor reaches for the button, not with the page, so the page starts sooner. On an Arabic page the
// calendar's Arabic (date-fns's month and day names, react-day-picker's day labels) comes with it, and
// only there: an English page never downloads it.
const loadPanel = () => import('./date-picker-panel');
const loadArabic = () => import('react-day-picker/locale/ar');
const panels: Record<Locale, LazyExoticComponent<ComponentType<DatePickerPanelProps>>> = {
  en: lazy(loadPanel),
  ar: lazy(async () => {
    const [{ default: Panel }, { ar }] = await Promise.all([loadPanel(), loadArabic()]);
    return { default: (props: DatePickerPanelProps) => <Panel {...props} locale={ar} dir="rtl" /> };
  }),
};
const preloadPanel = (locale: Locale) => {
  // A failure shows when the picker opens.
  loadPanel().catch(() => undefined);
  if (locale === 'ar') loadArabic().catch(() => undefined);
};

/** 'Friday, December 4, 2026'; in Arabic 'الجمعة، 4 ديسمبر 2026'. */
function longDate(day: Date, locale: Locale): string {
  return formatDay({ year: day.getFullYear(), month: day.getMonth(), day: day.getDate() }, locale, { weekday: true });
}

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
  /** The names of the month buttons, in the page's language (react-day-picker's own by default). */
  monthButtonLabels?: { previous: string; next: string };
}

/**
 * A button showing the chosen date (or the placeholder) that opens a calendar in a popover. Picking a
 * day closes the popover and returns focus to the button.
 */
export function DatePicker({
  ref,
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
  monthButtonLabels,
  className,
  onClick,
  ...buttonProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  // The panel is loaded and rendered from the first opening on; from then it opens and closes itself.
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const setButton = useCallback(
    (node: HTMLButtonElement | null) => {
      button.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const panelId = `${id}-calendar`;
  const locale = useLocale();
  const DatePickerPanel = panels[locale];
  const preload = () => {
    preloadPanel(locale);
  };

  return (
    <>
      <button
        type="button"
        ref={setButton}
        id={id}
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={cn(
          'flex h-12 w-full items-center gap-3 rounded-xl border border-[#8c7a5b] bg-sand-50 px-4 text-start text-base text-ink shadow-xs transition-colors',
          'focus-visible:border-forest-700 aria-invalid:border-danger aria-invalid:bg-[#fdf6f5]',
          className,
        )}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          onClick?.(event);
          setOpened(true);
          setOpen(!open);
        }}
        {...buttonProps}
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
        <span className={cn('truncate', value ? '' : 'text-muted')}>{value ? longDate(value, locale) : placeholder}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <DatePickerPanel
            anchor={button}
            id={panelId}
            open={open}
            onOpenChange={setOpen}
            value={value}
            onSelect={(day) => {
              onChange(day);
              setOpen(false);
            }}
            disabledDays={disabledDays}
            startMonth={startMonth}
            endMonth={endMonth}
            today={today}
            label={dialogLabel}
            monthButtonLabels={monthButtonLabels}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
