import { CircleCheck, CircleX } from 'lucide-react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-variants';
import { formatTime } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { useSpaTimeZone } from '@/lib/site-config';
import { spaTimeAt } from '@/lib/spa-clock';

import { readHandoff } from '../utils/handoff';

/**
 * The message of the return from the payment page (`/booking?payment=paid|cancelled&booking=<id>`). Paid: thanks,
 * the request is with the spa, and the WhatsApp hand-off this tab kept before the redirect. Cancelled: nothing was
 * charged, and the place is held until the hold ends, with the way back to the payment page. It reveals nothing of the
 * booking by its id: only what this tab kept for it.
 */
export function PaymentReturn({ outcome, bookingId }: { outcome: 'paid' | 'cancelled'; bookingId: number }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useSpaTimeZone();
  const handoff = readHandoff(bookingId);
  if (outcome === 'paid') {
    return (
      <div role="status" className="rounded-xl border border-green-700/40 bg-green-50 p-5 text-ink" data-testid="payment-return">
        <p className="flex items-center gap-2 text-lg font-semibold text-forest-800">
          <CircleCheck aria-hidden="true" className="size-5 text-green-800" />
          {t('booking.payment.paid.title')}
        </p>
        <p className="mt-2">{t(handoff?.confirmed ? 'booking.payment.paid.textConfirmed' : 'booking.payment.paid.text')}</p>
        {handoff ? (
          <a href={handoff.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ className: 'mt-4' })}>
            <WhatsAppIcon />
            {t('booking.payment.paid.whatsapp')}
            <span className="sr-only"> {t('booking.newTab')}</span>
          </a>
        ) : null}
      </div>
    );
  }
  // When the hold ends on the spa's clock; '' when this tab kept no end (or none the server said).
  const end = handoff ? new Date(handoff.holdExpiresAt) : null;
  const until = end && !Number.isNaN(end.getTime()) ? spaTimeAt(timeZone, end) : '';
  return (
    <div role="status" className="rounded-xl border border-gold-700/40 bg-sand-50 p-5 text-ink" data-testid="payment-return">
      <p className="flex items-center gap-2 text-lg font-semibold text-forest-800">
        <CircleX aria-hidden="true" className="size-5 text-gold-700" />
        {t('booking.payment.cancelled.title')}
      </p>
      <p className="mt-2">
        {until !== ''
          ? t('booking.payment.cancelled.heldUntil', { time: formatTime(until, locale) })
          : t('booking.payment.cancelled.held')}
      </p>
      {handoff ? (
        <a href={handoff.paymentUrl} className={buttonClasses({ className: 'mt-4' })}>
          {t('booking.payment.cancelled.retry')}
        </a>
      ) : null}
    </div>
  );
}
