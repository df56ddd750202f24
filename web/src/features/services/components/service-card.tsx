import { Clock } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { buttonLook } from '@/components/ui/button-look';
import { Link } from '@/components/ui/link';
import { Localized } from '@/components/ui/localized';
import { paths } from '@/config/paths';
import type { Service } from '@/lib/api-types';
import { cx } from '@/lib/cx';
import { formatDuration, formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { T } from '@/lib/trans';

/**
 * One treatment, in the page's language: the manager's Arabic name and description on an Arabic page (the English
 * ones, marked lang="en", where she has not written them). Cards enter one after another (0.1 s per index) unless
 * the visitor prefers reduced motion; without an index (a preview far below the fold) the card does not animate.
 * An inactive service shows 'Unavailable' and no booking link. On the Services page a card has `anchorId`, the id the
 * footer's links lead to.
 */
export function ServiceCard({ service, index, anchorId }: { service: Service; index?: number; anchorId?: string }) {
  const locale = useLocale();
  const headingId = `service-${service.id}-name`;
  return (
    <article
      id={anchorId}
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm',
        index !== undefined && 'motion-safe:animate-fade-up',
        // Reached by its anchor while it still rises into place (1rem, the fade-up's): it lands below the bar all the same.
        anchorId !== undefined && 'scroll-mt-4',
      )}
      style={index === undefined ? undefined : { animationDelay: `${(index * 0.1).toFixed(1)}s` }}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-2xl leading-tight font-semibold">
          <Localized en={service.name} ar={service.nameAr} />
        </h3>
        {service.isActive ? null : (
          <Badge tone="muted" className="mt-1 shrink-0">
            <T id="services.card.unavailable" />
          </Badge>
        )}
      </div>

      {service.description ? (
        <p className="mt-3 leading-relaxed text-muted">
          <Localized en={service.description} ar={service.descriptionAr} />
        </p>
      ) : null}

      <dl className="mt-5 flex items-end justify-between gap-4 border-t border-sand-300 pt-4">
        <div>
          <dt className="sr-only">
            <T id="services.card.duration" />
          </dt>
          <dd className="flex items-center gap-1.5 text-sm text-muted">
            <Clock aria-hidden="true" className="size-4 text-gold-700" />
            {formatDuration(service.duration, locale)}
          </dd>
        </div>
        <div className="text-end">
          <dt className="sr-only">
            <T id="services.card.price" />
          </dt>
          {/* Isolated, so the amount and the currency keep their order whatever stands beside them. */}
          <dd className="font-display text-2xl font-semibold text-gold-700">
            {locale === 'ar' ? <bdi>{formatPrice(service.price, locale)}</bdi> : formatPrice(service.price, locale)}
          </dd>
        </div>
      </dl>

      <div className="mt-auto pt-5">
        {service.isActive ? (
          <Link to={paths.booking.getHref(service.id)} className={buttonLook({ className: 'w-full' })}>
            <T id="services.card.book" />
            <span className="sr-only">
              : <Localized en={service.name} ar={service.nameAr} />
            </span>
          </Link>
        ) : (
          <p className="rounded-xl bg-sand-200 px-4 py-3 text-sm text-muted">
            <T id="services.card.unavailableText" />
          </p>
        )}
      </div>
    </article>
  );
}
