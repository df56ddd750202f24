import { Clock, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { useIsolate } from '@/components/ui/isolate';
import { whatsappUrl, type Business } from '@/config/business';
import { useT, type MessageId } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

interface InfoCard {
  title: MessageId;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  body: ReactNode;
}

const linkClass = 'rounded-sm font-semibold text-gold-700 underline-offset-4 hover:text-forest-800 hover:underline';

const cards = (business: Business, isolate: ReturnType<typeof useIsolate>): readonly InfoCard[] => [
  {
    title: 'contact.location.title',
    Icon: MapPin,
    body: (
      <address className="not-italic">
        {isolate(business.hotel)}
        <br />
        <T id="contact.location.area" values={{ district: isolate(business.district), city: isolate(business.city) }} />
      </address>
    ),
  },
  {
    title: 'contact.phone.title',
    Icon: Phone,
    body: (
      <a href={business.links.tel} dir="ltr" className={linkClass}>
        {business.phone}
      </a>
    ),
  },
  {
    title: 'contact.hours.title',
    Icon: Clock,
    body: <p>{business.hours.weekLong}</p>,
  },
  {
    title: 'contact.whatsapp.title',
    Icon: WhatsAppIcon,
    body: (
      <a href={whatsappUrl(business)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <T id="contact.whatsapp.link" components={{ 0: <span className="sr-only" /> }} />
      </a>
    ),
  },
];

/** The Contact page's four info cards (location, phone, hours, WhatsApp). */
export function ContactInfoCards() {
  const business = useBusiness();
  const t = useT();
  const isolate = useIsolate();
  return (
    <section aria-label={t('contact.details')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards(business, isolate).map(({ title, Icon, body }) => (
          <li key={title} className="rounded-2xl border border-sand-300 bg-sand-50 p-6 text-center shadow-sm">
            <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-forest-800 text-gold-300">
              <Icon className="size-6" />
            </span>
            <h2 className="mt-4 text-2xl font-semibold">
              <T id={title} />
            </h2>
            <div className="mt-2 leading-relaxed text-muted">{body}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
