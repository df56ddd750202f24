import { memo, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';

import { PageHero } from '@/components/layout/page-hero';
import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { whatsappUrl } from '@/config/business';
import { BookingForm } from '@/features/booking/components/booking-form';
import { BookingSidebar } from '@/features/booking/components/booking-sidebar';
import { BookingSteps } from '@/features/booking/components/booking-steps';
import { PaymentReturn } from '@/features/booking/components/payment-return';
import { paymentReturn } from '@/features/booking/utils/handoff';
import { useServices } from '@/features/services/api/get-services';
import { ServiceCard } from '@/features/services/components/service-card';
import { useHydrated } from '@/hooks/use-hydrated';
import type { Service } from '@/lib/api-types';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

/** `?service=<id>` from a service's Book Now link, or null. */
function serviceParam(params: URLSearchParams): number | null {
  const value = params.get('service');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

// The parts the services fill in are drawn again only when their props change: the arrival of the list
// first re-renders the page at once with the list still deferred, and passes these the same props.
const Form = memo(BookingForm);
const noServices: readonly Service[] = [];
const Sidebar = memo(BookingSidebar);

/** Every service as a card; a screen-tall spinner while they load, nothing when there are none. */
const AllServices = memo(function AllServices({ list }: { list: readonly Service[] | undefined }) {
  const t = useT();
  if (list?.length === 0) return null;
  return (
    <section aria-labelledby="all-services-heading" className="bg-sand-200 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="all-services-heading" className="text-center text-4xl font-semibold sm:text-5xl">
          {t('booking.allServices.heading')}
        </h2>
        {list ? (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((service, index) => (
              <ServiceCard key={service.id} service={service} index={index} />
            ))}
          </div>
        ) : (
          // A screen tall: the footer stays below the fold until the cards take its place.
          <Spinner label={t('booking.allServices.loading')} className="mt-10 min-h-svh items-start" />
        )}
      </div>
    </section>
  );
});

/**
 * The Booking page: header, steps, the form with its sidebar, and every service.
 *
 * Everything but the services is the page's own and is in the prerendered HTML, so a phone paints the
 * header and the intro at once. The parts the services fill in hold their place while they load, each
 * with its spinner (the select, Popular Services, All Our Services): nothing below them moves when the
 * list arrives.
 */
export function BookingRoute() {
  useRouteMeta('/booking');
  const services = useServices();
  const [params] = useSearchParams();
  const business = useBusiness();
  const t = useT();
  // Back from the payment page: its message above the form. Not in the prerendered HTML, which has no address to
  // read: shown from the render after React adopted the page, so the adoption matches (no error #418).
  const hydrated = useHydrated();
  const returned = hydrated ? paymentReturn(params) : null;

  // The list, once in, is drawn as a deferred update: React renders the form's options, the sidebar and
  // the cards in slices and lets the phone answer a tap between them instead of one long task.
  const list = useDeferredValue(services.data);

  return (
    <>
      <PageHero title={t('booking.hero.title')} eyebrow={t('booking.hero.eyebrow')}>
        <p>{t('booking.hero.intro')}</p>
      </PageHero>

      <BookingSteps />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:px-8">
        <section
          aria-labelledby="booking-form-heading"
          className="rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="booking-form-heading" className="text-3xl font-semibold sm:text-4xl">
            {t('booking.formHeading')}
          </h2>
          <div className="mt-6">
            {services.isError ? (
              <div role="alert" className="rounded-xl bg-sand-200 p-6 text-center">
                <p className="text-xl font-semibold text-forest-800">{t('booking.servicesError.title')}</p>
                <p className="mt-2 text-muted">{t('booking.servicesError.text')}</p>
                <a
                  href={whatsappUrl(business)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ className: 'mt-5' })}
                >
                  <WhatsAppIcon />
                  {t('booking.servicesError.whatsapp')}
                  <span className="sr-only"> {t('booking.newTab')}</span>
                </a>
              </div>
            ) : (
              <>
                {returned ? (
                  <div className="mb-6">
                    <PaymentReturn outcome={returned.outcome} bookingId={returned.bookingId} />
                  </div>
                ) : null}
                <Form services={list} preselectedServiceId={serviceParam(params)} />
              </>
            )}
          </div>
        </section>
        {/* On a failure there is nothing to wait for: Popular Services is left out. */}
        <Sidebar services={services.isError ? noServices : list} />
      </div>

      {services.isError ? null : <AllServices list={list} />}
    </>
  );
}
