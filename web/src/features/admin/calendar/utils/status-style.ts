import { awaitingLabel, expiredLabel } from '../../shared/utils/deposit-status';

import type { CalendarBooking } from './calendar-layout';

type Status = CalendarBooking['status'];

/** Each status's name and colours on the calendar; the name is always written on the block, so colour is never the only cue. */
export const statusStyle: Record<Status, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'border-amber-500 bg-amber-100 text-amber-950' },
  confirmed: { label: 'Confirmed', className: 'border-green-600 bg-green-100 text-green-950' },
  completed: { label: 'Completed', className: 'border-blue-500 bg-blue-100 text-blue-950' },
  cancelled: { label: 'Cancelled', className: 'border-red-400 bg-red-50 text-red-900 line-through decoration-red-400' },
  no_show: { label: 'No-show', className: 'border-stone-500 bg-stone-200 text-stone-900' },
  awaiting_payment: { label: awaitingLabel, className: 'border-dashed border-amber-500 bg-white text-amber-950' },
  expired: { label: expiredLabel, className: 'border-stone-400 bg-stone-50 text-stone-700 line-through decoration-stone-400' },
};
