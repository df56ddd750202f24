import { formatPrice } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { useSpaTimeZone } from '@/lib/site-config';

import { spaMoment, type ManagedDeposit } from '../utils/deposit';

/**
 * A deposit booking's payments and the cancellation terms its guest agreed to by paying, with the deadline of free
 * cancellation in the spa's clock. Nothing for a booking that asked no deposit.
 */
export function ManageDeposit({ deposit }: { deposit: ManagedDeposit | undefined }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useSpaTimeZone();
  if (!deposit) return null;
  const until = deposit.freeCancelUntil ? spaMoment(deposit.freeCancelUntil, timeZone, locale) : null;
  return (
    <section aria-labelledby="manage-deposit" className="rounded-2xl border border-sand-300 bg-white p-5 text-base">
      <h2 id="manage-deposit" className="font-serif text-xl text-ink">
        {t('manage.deposit.heading')}
      </h2>
      {deposit.payments.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {deposit.payments.map((p) => (
            <li key={`${p.paidAt}-${p.amount}`} className="text-ink">
              {t(p.status === 'paid' ? 'manage.deposit.paid' : 'manage.deposit.refunded', {
                amount: formatPrice(p.amount, locale),
                date: spaMoment(p.paidAt, timeZone, locale).date,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink">{t('manage.deposit.unpaid', { amount: formatPrice(deposit.asked, locale) })}</p>
      )}
      <ul className="mt-3 list-disc space-y-1 ps-5 text-ink">
        <li>{until ? t('manage.deposit.freeUntil', until) : t('manage.deposit.neverFree')}</li>
        <li>{t('manage.deposit.lateFee', { fee: formatPrice(deposit.lateCancelFee, locale) })}</li>
        <li>{t('manage.deposit.noShowFee', { fee: formatPrice(deposit.noShowFee, locale) })}</li>
      </ul>
    </section>
  );
}
