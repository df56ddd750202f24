import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { whatsappUrl } from '@/config/business';
import { Isolated } from '@/components/ui/isolated';
import { Localized } from '@/components/ui/localized';
import type { Service } from '@/lib/api-types';
import { formatDuration, formatPrice } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';

const cardClasses = 'rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm';

/**
 * The Booking page's sidebar: Popular Services (the first 3), Contact Information and Need Help. While the
 * services load (`services` undefined), Popular Services holds about the height of its three entries, so
 * the cards under it stay where they are.
 */
export function BookingSidebar({ services }: { services: readonly Service[] | undefined }) {
  const popular = services?.slice(0, 3);
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  return (
    <aside aria-label={t('booking.sidebar.label')} className="space-y-6">
      {popular === undefined || popular.length > 0 ? (
        <section aria-labelledby="popular-services-heading" className={cardClasses}>
          <h2 id="popular-services-heading" className="text-2xl font-semibold">
            {t('booking.popular.heading')}
          </h2>
          {popular ? (
            <ul className="mt-4 divide-y divide-sand-300">
              {popular.map((service) => (
                <li key={service.id} className="py-4 first:pt-0 last:pb-0">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="font-sans text-base font-semibold text-forest-800">
                      <Localized en={service.name} ar={service.nameAr} />
                    </h3>
                    <span className="shrink-0 font-semibold text-gold-700">{formatPrice(service.price, locale)}</span>
                  </div>
                  {service.description ? (
                    <p className="mt-1 text-sm text-muted">
                      <Localized en={service.description} ar={service.descriptionAr} />
                    </p>
                  ) : null}
                  <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
                    <Clock aria-hidden="true" className="size-4 text-gold-700" />
                    {formatDuration(service.duration, locale)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            // The three entries' usual height at each width (the demo services': 590 px on a phone, 415 on
            // a tablet, 585 in the desktop's sidebar).
            <Spinner label={t('booking.popular.loading')} className="mt-4 h-[37rem] items-start sm:h-[26rem] lg:h-[36.5rem]" />
          )}
        </section>
      ) : null}

      <section aria-labelledby="booking-contact-heading" className={cardClasses}>
        <h2 id="booking-contact-heading" className="text-2xl font-semibold">
          {t('booking.contact.heading')}
        </h2>
        <ul className="mt-4 space-y-3">
          <li>
            <a href={business.links.tel} className="flex items-center gap-3 rounded-lg py-1 hover:text-forest-700">
              <Phone aria-hidden="true" className="size-5 text-gold-700" />
              <span>
                <span className="sr-only">{`${t('booking.contact.phone')} `}</span>
                <Isolated text={business.phone} dir="ltr" />
              </span>
            </a>
          </li>
          <li>
            <a href={business.links.mailto} className="flex items-center gap-3 rounded-lg py-1 break-all hover:text-forest-700">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
              <span>
                <span className="sr-only">{`${t('booking.contact.email')} `}</span>
                <Isolated text={business.email} dir="ltr" />
              </span>
            </a>
          </li>
          <li>
            <a
              href={whatsappUrl(business)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-lg py-1 hover:text-forest-700"
            >
              <WhatsAppIcon className="size-5 text-gold-700" />
              <span>
                {t('booking.contact.whatsapp')}
                <span className="sr-only"> {t('booking.newTab')}</span>
              </span>
            </a>
          </li>
          <li className="flex items-center gap-3 text-muted">
            <Clock aria-hidden="true" className="size-5 text-gold-700" />
            <span>
              {business.hours.week}
            </span>
          </li>
        </ul>
      </section>

      <section aria-labelledby="booking-help-heading" className="on-dark rounded-2xl bg-forest-800 p-6 text-sand-100 shadow-sm">
        <h2 id="booking-help-heading" className="text-2xl font-semibold text-sand-50">
          {t('booking.help.heading')}
        </h2>
        <p className="mt-2 text-sand-200">{t('booking.help.text')}</p>
        <a
          href={whatsappUrl(business)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'gold', className: 'mt-5 w-full' })}
        >
          <MessageCircle aria-hidden="true" />
          {t('booking.help.chat')}
          <span className="sr-only"> {t('booking.help.chatHint')}</span>
        </a>
      </section>
    </aside>
  );
}
