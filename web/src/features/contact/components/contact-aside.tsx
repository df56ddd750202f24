import { CalendarCheck, Phone } from 'lucide-react';

import { SocialLinks } from '@/components/layout/social-links';
import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { useIsolate } from '@/components/ui/isolate';
import { Link } from '@/components/ui/link';
import { whatsappUrl } from '@/config/business';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

const cardClass = 'rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm sm:p-8';
const optionClass =
  'flex min-h-14 items-center gap-4 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 font-semibold text-forest-800 transition-colors hover:border-gold-500 hover:bg-sand-200';

/** The Contact page's 'Visit Our Sanctuary'. */
export function VisitSanctuary() {
  const business = useBusiness();
  const isolate = useIsolate();
  const hotel = isolate(business.hotel);
  const district = isolate(business.district);
  return (
    <section aria-labelledby="visit-heading" className="on-dark rounded-2xl bg-forest-800 p-6 text-sand-200 sm:p-8">
      <h2 id="visit-heading" className="text-3xl font-semibold text-sand-50">
        <T id="contact.visit.title" />
      </h2>
      <p className="mt-4 leading-relaxed">
        <T id="contact.visit.text1" values={{ hotel, district }} />
      </p>
      <p className="mt-3 leading-relaxed">
        <T id="contact.visit.text2" values={{ hours: business.hours.weekLong }} />
      </p>
      <p className="mt-4 text-sm font-semibold text-gold-300">
        <T id="contact.visit.address" values={{ hotel, district, city: isolate(business.city) }} />
      </p>
    </section>
  );
}

/** The Contact page's 'Quick Booking Options': Online Booking, WhatsApp Booking, Call Us. */
export function QuickBooking() {
  const business = useBusiness();
  const t = useT();
  return (
    <section aria-labelledby="quick-booking-heading" className={cardClass}>
      <h2 id="quick-booking-heading" className="text-3xl font-semibold">
        <T id="contact.quick.title" />
      </h2>
      <ul className="mt-5 space-y-3">
        <li>
          <Link to={paths.booking.getHref()} className={optionClass}>
            <CalendarCheck aria-hidden="true" className="size-5 text-gold-700" />
            <T id="contact.quick.online" />
          </Link>
        </li>
        <li>
          <a
            href={whatsappUrl(business, t('contact.quick.whatsappMessage'))}
            target="_blank"
            rel="noopener noreferrer"
            className={optionClass}
          >
            <WhatsAppIcon className="size-5 text-gold-700" />
            <T id="contact.quick.whatsapp" components={{ 0: <span className="sr-only" /> }} />
          </a>
        </li>
        <li>
          <a href={business.links.tel} className={optionClass}>
            <Phone aria-hidden="true" className="size-5 text-gold-700" />
            <T id="contact.quick.call" />
            <span dir="ltr" className="font-normal text-muted">
              {business.phone}
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/** Contact's 'Follow Us': the social profiles the spa configured, and WhatsApp. */
export function FollowUs() {
  return (
    <section aria-labelledby="follow-heading" className={cardClass}>
      <h2 id="follow-heading" className="text-3xl font-semibold">
        <T id="contact.follow.title" />
      </h2>
      <SocialLinks
        className="mt-5 flex flex-wrap gap-3"
        linkClassName="size-12 bg-forest-800 text-gold-300 hover:bg-forest-700 hover:text-sand-50"
      />
    </section>
  );
}

/** The column beside the form: Visit Our Sanctuary, Quick Booking Options, Follow Us. */
export function ContactAside() {
  return (
    <div className="space-y-8">
      <VisitSanctuary />
      <QuickBooking />
      <FollowUs />
    </div>
  );
}
