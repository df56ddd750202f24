import { CreditCard } from 'lucide-react';

import type { Service } from '@/lib/api-types';
import { formatPrice } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';

import { depositTerms, formatFee, formatHours } from '../utils/deposit';

/**
 * The deposit and cancellation policy of the chosen service, shown before the guest commits: the deposit due now to
 * hold the booking, until when cancelling is free, the late-cancellation and the no-show fees, and whether paying
 * confirms the booking at once. Nothing for a service
 * that asks no deposit, while online payments are not set up (the services then carry no policy), or once the guest
 * types a package's code (its session is paid for).
 */
export function DepositPolicy({ id, service, code }: { id: string; service: Service | undefined; code?: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const terms = depositTerms(service, code);
  if (!terms) return null;
  const none = t('booking.deposit.none');
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-gold-700/40 bg-sand-50 p-4 text-sm text-ink"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold text-forest-800">
        <CreditCard aria-hidden="true" className="size-4" />
        {t('booking.deposit.heading')}
      </h3>
      <p className="mt-2">{t('booking.deposit.due', { amount: formatPrice(terms.deposit, locale) })}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>
          {terms.freeCancelHours > 0
            ? t('booking.deposit.freeCancel', { hours: formatHours(terms.freeCancelHours, locale) })
            : t('booking.deposit.noFreeCancel')}
        </li>
        <li>{t('booking.deposit.lateFee', { fee: formatFee(terms.lateCancelFee, locale, none) })}</li>
        <li>{t('booking.deposit.noShowFee', { fee: formatFee(terms.noShowFee, locale, none) })}</li>
      </ul>
      {terms.confirmOnPayment ? <p className="mt-2 font-semibold">{t('booking.deposit.confirmedOnPayment')}</p> : null}
      <p className="mt-2 text-muted">{t('booking.deposit.after')}</p>
    </section>
  );
}
