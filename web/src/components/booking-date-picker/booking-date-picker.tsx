import { useMemo, type Ref } from 'react';

import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker';
import { bookingWindow, fromDateString, isBookableDay, toDateString } from '@/lib/booking-days/booking-dates';
import { useFullDays } from '@/lib/booking-days/use-full-days';
import { useSpaTimeZone } from '@/lib/site-config';

type PassedOn = Omit<DatePickerProps, 'value' | 'onChange' | 'disabledDays' | 'startMonth' | 'endMonth' | 'today' | 'ref'>;

export interface BookingDatePickerProps extends PassedOn {
  ref?: Ref<HTMLButtonElement>;
  /** The chosen day, 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** The clicked calendar day, 'YYYY-MM-DD' (never through toISOString: see lib/booking-days/booking-dates.ts). */
  onChange: (day: string) => void;
  /** The treatment whose free days the calendar shows; null before one is chosen (no day is greyed then). */
  serviceId: number | null;
  /** The therapist preference the free days are for ('any', 'female', 'male', 'therapist:{id}'). */
  preference: string;
}

/**
 * The date picker of a booking: the booking form's, and the manage page's for a move. The calendar opens on the
 * spa's today, offers the days from it up to 90 days ahead, and greys out the days on which the treatment cannot
 * start at all for the preference (closed or fully booked, `GET /api/availability/month`).
 */
export function BookingDatePicker({ ref, value, onChange, serviceId, preference, ...picker }: BookingDatePickerProps) {
  const timeZone = useSpaTimeZone();
  const bookable = useMemo(() => bookingWindow(timeZone), [timeZone]);
  const today = useMemo(() => fromDateString(bookable.first), [bookable]);
  const lastDay = useMemo(() => fromDateString(bookable.last), [bookable]);
  const fullDays = useFullDays(serviceId, preference, bookable);
  return (
    <DatePicker
      {...picker}
      {...(ref ? { ref } : {})}
      value={fromDateString(value)}
      onChange={(day) => {
        onChange(toDateString(day));
      }}
      disabledDays={(day) => !isBookableDay(day, bookable) || fullDays.has(toDateString(day))}
      {...(today ? { today, startMonth: today } : {})}
      {...(lastDay ? { endMonth: lastDay } : {})}
    />
  );
}
