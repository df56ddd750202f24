import { Clock, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { whatsappUrl, type Business } from '@/config/business';
import { useBusiness } from '@/lib/site-config';

interface InfoCard {
  title: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  body: ReactNode;
}

const linkClass = 'rounded-sm font-semibold text-gold-700 underline-offset-4 hover:text-forest-800 hover:underline';

const cards = (business: Business): readonly InfoCard[] => [
  {
    title: 'Our Location',
    Icon: MapPin,
    body: (
      <address className="not-italic">
        {business.hotel}
        <br />
        {business.district}, {business.city}, UAE
      </address>
    ),
  },
  {
    title: 'Phone',
    Icon: Phone,
    body: (
      <a href={business.links.tel} className={linkClass}>
        {business.phone}
      </a>
    ),
  },
  {
    title: 'Opening Hours',
    Icon: Clock,
    body: (
      <p>
        {business.hours.weekLong}
      </p>
    ),
  },
  {
    title: 'WhatsApp',
    Icon: WhatsAppIcon,
    body: (
      <a href={whatsappUrl(business)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Message us directly<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
      </a>
    ),
  },
];

/** The Contact page's four info cards (location, phone, hours, WhatsApp). */
export function ContactInfoCards() {
  const business = useBusiness();
  return (
    <section aria-label="Contact details">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards(business).map(({ title, Icon, body }) => (
          <li key={title} className="rounded-2xl border border-sand-300 bg-sand-50 p-6 text-center shadow-sm">
            <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-forest-800 text-gold-300">
              <Icon className="size-6" />
            </span>
            <h2 className="mt-4 text-2xl font-semibold">{title}</h2>
            <div className="mt-2 leading-relaxed text-muted">{body}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
