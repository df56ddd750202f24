import type { Service } from '@/lib/api-types';
import { whatsappUrl } from '@/config/business';
import { useT } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { useBusiness } from '@/lib/site-config';

/**
 * Shown in place of the therapist preference when no therapist does the chosen service: the spa is asked on
 * WhatsApp instead, with a message naming the service.
 */
export function NoTherapistNotice({ id, service }: { id: string; service: Service | undefined }) {
  const business = useBusiness();
  const t = useT();
  const localize = useLocalized();
  return (
    <p id={id} role="status" className="rounded-xl border border-gold-700/40 bg-sand-50 p-4 text-sm text-ink">
      {t('booking.form.noTherapist')}{' '}
      <a
        href={whatsappUrl(
          business,
          t('booking.form.noTherapist.message', {
            service: service ? localize(service.name, service.nameAr).text : t('booking.form.noTherapist.aTreatment'),
          }),
        )}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-forest-700 underline underline-offset-2"
      >
        {t('booking.form.noTherapist.link')}
      </a>
      .
    </p>
  );
}
