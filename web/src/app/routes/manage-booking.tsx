import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';

import { PageHero } from '@/components/layout/page-hero';
import { managedBookingQuery } from '@/features/manage-booking/api/manage-booking';
import { ManageBooking } from '@/features/manage-booking/components/manage-booking';
import { getServicesQueryOptions } from '@/features/services/api/get-services';
import { useLocale, useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';

// Below the booking, and only for a guest who came for it: its code (and the dialog's) loads after the booking's.
const PrivacyActions = lazy(() => import('@/features/privacy/components/privacy-actions').then((m) => ({ default: m.PrivacyActions })));

/**
 * The guest's manage page, `/booking/manage/:token` (and `/ar/booking/manage/:token`, an Arabic booking's link):
 * private, never indexed, its URL named nowhere. The booking's answer names its service in English; an Arabic page
 * asks the services' list for the Arabic name. Below the booking, "Your data": the guest's download and "forget me",
 * as the privacy link's page has them, by the same link.
 */
export function ManageBookingRoute() {
  const { token = '' } = useParams();
  const locale = useLocale();
  const t = useT();
  useRouteMeta('/booking/manage/:token', '/booking', { noindex: true });
  // The same read as the booking's (one request): a link that opens no booking opens no data either.
  const linkWorks = useQuery(managedBookingQuery(token)).isSuccess;
  const services = useQuery({ ...getServicesQueryOptions(), enabled: locale === 'ar' });
  const namesAr = useMemo(
    () => (services.data ? new Map(services.data.map((service) => [service.id, service.nameAr])) : undefined),
    [services.data],
  );
  return (
    <>
      <PageHero title={t('manage.hero.title')} eyebrow={t('manage.hero.eyebrow')}>
        <p>{t('manage.hero.intro')}</p>
      </PageHero>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        <ManageBooking token={token} serviceNamesAr={namesAr} />
        {linkWorks ? (
          <Suspense fallback={null}>
            <PrivacyActions source={{ kind: 'manage-link', token }} title="privacy.page.title" />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
