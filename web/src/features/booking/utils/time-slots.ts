import type { ApiSchema } from '@/lib/api-types';
import { formatTime } from '@/lib/format';
import type { Locale, MessageId, Translate } from '@/lib/i18n';

/** Why the server says a slot cannot be booked (`GET /api/availability`). */
export type SlotReason = NonNullable<ApiSchema<'Slot'>['reason']>;

const reasonLabels: Record<SlotReason, MessageId> = {
  full: 'booking.slot.full',
  past: 'booking.slot.past',
  after_closing: 'booking.slot.afterClosing',
  too_far_ahead: 'booking.slot.tooFarAhead',
  closed: 'booking.slot.closed',
  no_therapist: 'booking.slot.noTherapist',
};

export const isSlotReason = (value: unknown): value is SlotReason => typeof value === 'string' && Object.hasOwn(reasonLabels, value);

/** What an unavailable slot says about itself ('Fully booked'); unknown reasons read 'Unavailable'. */
export function slotReasonLabel(reason: string | undefined, t: Translate): string {
  return t(isSlotReason(reason) ? reasonLabels[reason] : 'booking.slot.unavailable');
}

/** The option's text: '2:00 PM', or '2:00 PM — Fully booked' when it cannot be booked ('2:00 م — محجوز بالكامل'). */
export function slotOptionLabel(
  slot: { time: string; available: boolean; reason?: string | undefined },
  locale: Locale,
  t: Translate,
): string {
  const time = formatTime(slot.time, locale);
  return slot.available ? time : t('booking.slot.option', { time, reason: slotReasonLabel(slot.reason, t) });
}
