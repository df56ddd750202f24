import type { ApiSchema } from '@/lib/api-types';
import { formatTime12 } from '@/lib/format';

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
