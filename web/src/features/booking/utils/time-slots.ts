import type { ApiSchema } from '@/lib/api-types';
import { formatTime12 } from '@/lib/format';

/**
 * The default grid (hourly from 09:00 to 21:00, 13 starts, shown in 12-hour form): offered while the server has
 * not answered or could not. The times a day really has come from GET /api/availability (every 30 or 15
 * minutes when the spa is set so, and the day's own opening hours).
 */

export const slotTimes = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
  '20:00',
  '21:00',
] as const;

/** Why the server says a slot cannot be booked (`GET /api/availability`). */
export type SlotReason = NonNullable<ApiSchema<'Slot'>['reason']>;

const reasonLabels: Record<SlotReason, string> = {
  full: 'Fully booked',
  past: 'Time has passed',
  after_closing: 'Ends after closing',
  too_far_ahead: 'Too far ahead',
  closed: 'Closed',
  no_therapist: 'No therapist available',
};

export const isSlotReason = (value: unknown): value is SlotReason => typeof value === 'string' && Object.hasOwn(reasonLabels, value);

/** What an unavailable slot says about itself; unknown reasons read 'Unavailable'. */
export function slotReasonLabel(reason: string | undefined): string {
  return isSlotReason(reason) ? reasonLabels[reason] : 'Unavailable';
}

/** The option's text: '2:00 PM', or '2:00 PM — Fully booked' when it cannot be booked. */
export function slotOptionLabel(slot: { time: string; available: boolean; reason?: string | undefined }): string {
  const time = formatTime12(slot.time);
  return slot.available ? time : `${time} — ${slotReasonLabel(slot.reason)}`;
}
