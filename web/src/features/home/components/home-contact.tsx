import { Clock, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { AddressLine } from '@/components/layout/address-line';
import { whatsappUrl } from '@/config/business';
import { loadMessages } from '@/lib/i18n';
import { T } from '@/lib/trans';
import { useBusiness } from '@/lib/site-config';

import { homeSectionIds } from '../data/section-ids';
import { useNearViewport } from '../hooks/use-near-viewport';
import { SectionHeading } from './home-section';

// The form brings react-hook-form (~13 KB gzip; its zod checks come later, when the form is first touched): fetched
// only when the visitor scrolls near it, so the home page's first load stays light. Its texts (labels, messages,
// toasts) come with it.
const ContactForm = lazy(() =>
  Promise.all([import('@/components/contact-form/contact-form'), loadMessages('contact'), loadMessages('errors')]).then(([module]) => ({
    default: module.ContactForm,
  })),
);

/** Keeps the form's height while its code loads, so nothing below it moves. */
function FormPlaceholder() {
  return <div aria-hidden="true" className="mt-6 min-h-[35rem] sm:min-h-[29rem]" />;
}

const iconCircle = 'grid size-11 shrink-0 place-items-center rounded-full bg-forest-800 text-gold-300 [&_svg]:size-5';
const linkClass = 'rounded-sm font-medium text-forest-800 underline underline-offset-4 hover:text-gold-700';

/**
 * Home, section 10: location, phone, hours, WhatsApp, and 'Send us a Message': the shared contact form,
 * with the same schema, call and toasts as the Contact page: the home form works too.
 */
export function HomeContact() {
  const formSlot = useRef<HTMLDivElement>(null);
  const formNear = useNearViewport(formSlot);
  const business = useBusiness();
  return (
    <section
      id={homeSectionIds.contact}
      aria-labelledby="home-contact-heading"
      className="scroll-mt-20 bg-sand-200 px-4 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="home-contact-heading" eyebrow="home.contact.eyebrow" title="home.contact.title">
          <p>
            <T id="home.contact.intro" />
          </p>
        </SectionHeading>
        <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <ul className="space-y-6 rounded-3xl border border-sand-300 bg-sand-50 p-6 sm:p-8">
            <li className="flex gap-4">
              <span className={iconCircle}>
                <MapPin aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-forest-800">
                  <T id="home.contact.location" />
                </span>
                <span className="block text-muted">
                  <AddressLine />
                </span>
              </span>
            </li>
            <li className="flex gap-4">
              <span className={iconCircle}>
                <Phone aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-forest-800">
                  <T id="home.contact.phone" />
                </span>
                <a href={business.links.tel} className={linkClass}>
                  {business.phone}
                </a>
              </span>
            </li>
            <li className="flex gap-4">
              <span className={iconCircle}>
                <Clock aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-forest-800">
                  <T id="home.contact.hours" />
                </span>
                <span className="block text-muted">{business.hours.everyDay}</span>
              </span>
            </li>
            <li className="flex gap-4">
              <span className={iconCircle}>
                <WhatsAppIcon />
              </span>
              <span>
                <span className="block font-semibold text-forest-800">
                  <T id="home.contact.whatsapp" />
                </span>
                <a href={whatsappUrl(business)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  <T id="home.contact.chat" components={{ 0: <span className="sr-only" /> }} />
                </a>
              </span>
            </li>
          </ul>
          <div ref={formSlot} className="rounded-3xl border border-sand-300 bg-sand-50 p-6 sm:p-8">
            <h3 id="home-contact-form-heading" className="text-3xl font-semibold">
              <T id="home.contact.formTitle" />
            </h3>
            {formNear ? (
              <Suspense fallback={<FormPlaceholder />}>
                <ContactForm aria-labelledby="home-contact-form-heading" className="mt-6" />
              </Suspense>
            ) : (
              <FormPlaceholder />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
