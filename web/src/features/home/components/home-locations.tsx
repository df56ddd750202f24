import { Car, Clock, MapPin, TrainFront } from 'lucide-react';

import { AddressLine } from '@/components/layout/address-line';
import { buttonClasses } from '@/components/ui/button-variants';
import { useIsolate } from '@/components/ui/isolate';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { T } from '@/lib/trans';
import { useBusiness } from '@/lib/site-config';

/** Home, section 8: where we are, and the call to action 'Book Your VIP Treatment Now'. */
export function HomeLocations() {
  const business = useBusiness();
  const isolate = useIsolate();
  const t = useT();
  const details = [
    { Icon: MapPin, title: t('home.location.address'), text: <AddressLine /> },
    { Icon: TrainFront, title: t('home.location.metro'), text: t('home.location.metroText') },
    { Icon: Car, title: t('home.location.parking'), text: t('home.location.parkingText') },
    { Icon: Clock, title: t('home.location.hours'), text: business.hours.everyDay },
  ] as const;
  return (
    <section aria-labelledby="locations-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-medium tracking-[0.3em] text-gold-300 uppercase">
            <T id="home.location.eyebrow" />
          </p>
          <h2 id="locations-heading" className="mt-3 text-4xl font-semibold text-sand-50 sm:text-5xl">
            <T id="home.location.title" values={{ district: isolate(business.district) }} />
          </h2>
          <ul className="mt-8 space-y-5">
            {details.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full border border-gold-300/50 text-gold-300">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-sand-50">{title}</span>
                  <span className="block text-sand-200">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <a
            href={business.links.maps}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-block rounded-sm font-semibold text-gold-300 underline underline-offset-4 hover:text-sand-50"
          >
            <T id="home.location.directions" components={{ 0: <span className="sr-only" /> }} />
          </a>
        </div>
        <div className="rounded-3xl border border-gold-300/30 bg-forest-900/60 p-8 text-center sm:p-12">
          <h3 className="text-3xl font-semibold text-sand-50 sm:text-4xl">
            <T id="home.vip.title" />
          </h3>
          <p className="mt-4 text-lg text-sand-200">
            <T id="home.vip.text" />
          </p>
          <Link to={paths.booking.getHref()} className={buttonClasses({ variant: 'gold', size: 'lg', className: 'mt-8 w-full sm:w-auto' })}>
            <T id="home.vip.book" />
          </Link>
        </div>
      </div>
    </section>
  );
}
