import type { Service } from '@/lib/api-types';
import { formatFils, parseFils } from '@/lib/fils';
import { formatPrice } from '@/lib/format';
import { pluralCategory } from '@/lib/plural';

/** The terms a booking of a service comes under when it asks a deposit: what is due now, and what cancelling costs. */
export interface DepositTerms {
  /** The deposit due now, as money text. */
  deposit: string;
  /** How long before the start a cancellation is free; 0: never, once paid. */
  freeCancelHours: number;
  lateCancelFee: string;
  noShowFee: string;
  /** Whether the paid booking is confirmed at once, rather than a request the spa confirms. */
  confirmOnPayment: boolean;
}

/**
 * The deposit a booking of `service` asks, worked out as the server does (DepositPolicy.DepositFor): a fixed amount,
 * never more than the price, or a percentage of the price rounded half up to the fils. Null when it asks none: no
 * policy (online payments are not set up), kind none, nothing to pay, or a package's or membership's `code` typed in
 * the form (its session was paid for when the package was sold: NewBooking.AsksDeposit).
 */
export function depositTerms(service: Service | undefined, code = ''): DepositTerms | null {
  const policy = service?.depositPolicy;
  if (!service || !policy || policy.kind === 'none' || code.trim() !== '') return null;
  const price = parseFils(service.price);
  if (price === null || price <= 0) return null;
  let fils = 0;
  if (policy.kind === 'fixed') {
    fils = Math.min(parseFils(policy.amount) ?? 0, price);
  } else {
    fils = Math.floor((price * policy.percent + 50) / 100);
  }
  if (fils <= 0) return null;
  return {
    deposit: formatFils(fils),
    freeCancelHours: policy.freeCancelHours,
    lateCancelFee: policy.lateCancelFee,
    noShowFee: policy.noShowFee,
    confirmOnPayment: policy.confirmOnPayment === true,
  };
}

/** A number of hours in `locale`: '24 hours', '1 hour'; in Arabic with its plural form. */
export function formatHours(hours: number, locale: 'en' | 'ar'): string {
  if (locale === 'en') return hours === 1 ? '1 hour' : `${hours} hours`;
  switch (pluralCategory(hours, locale)) {
    case 'one':
      return 'ساعة واحدة';
    case 'two':
      return 'ساعتين';
    case 'few':
      return `${hours} ساعات`;
    default:
      return `${hours} ساعة`;
  }
}

/** A fee in words: its amount, or the locale's word for none. */
export function formatFee(fee: string, locale: 'en' | 'ar', none: string): string {
  return parseFils(fee) === 0 ? none : formatPrice(fee, locale);
}
