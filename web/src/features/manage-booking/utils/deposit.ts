import { formatPrice, formatTime } from '@/lib/format';
import { useLocale, useT, type Locale } from '@/lib/i18n';
import { spaTimeAt, spaToday } from '@/lib/spa-clock';

import type { ManagedBooking } from '../api/manage-booking';
import { formatBookingDay } from './dates';

export type ManagedDeposit = NonNullable<ManagedBooking['deposit']>;

/** A moment as the spa's clock says it in `locale`: its day with the weekday, and its time. */
export function spaMoment(iso: string, timeZone: string, locale: Locale): { date: string; time: string } {
  const at = new Date(iso);
  return { date: formatBookingDay(spaToday(timeZone, at), locale), time: formatTime(spaTimeAt(timeZone, at), locale) };
}

/** What cancelling now means for a deposit booking: the deposit refunded (inside the free window) or kept as the fee. */
export function useCancelConsequence(deposit: ManagedDeposit | undefined): string | null {
  const t = useT();
  const locale = useLocale();
  if (!deposit) return null;
  const paid = deposit.payments.some((p) => p.status === 'paid');
  if (!paid) return null;
  return deposit.cancelRefunds
    ? t('manage.deposit.cancelRefunds', { amount: formatPrice(deposit.asked, locale) })
    : t('manage.deposit.cancelKeeps', { amount: formatPrice(deposit.asked, locale) });
}

