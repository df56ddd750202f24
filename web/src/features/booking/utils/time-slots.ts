import type { ApiSchema } from '@/lib/api-types';

/** The booking day's start times (hourly from 09:00 to 21:00, 13 slots, shown in 12-hour form). */

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

/** '09:00' -> '9:00 AM', '12:00' -> '12:00 PM', '21:00' -> '9:00 PM'. Anything else is returned as is. */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2] ?? '00'} ${suffix}`;
}

const reasonLabels: Record<SlotReason, string> = {
  full: 'Fully booked',
  past: 'Time has passed',
  after_closing: 'Ends after closing',
  too_far_ahead: 'Too far ahead',
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
