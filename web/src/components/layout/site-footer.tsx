import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

import { useIsolate } from '@/components/ui/isolate';
import { Link } from '@/components/ui/link';
import { useIsolation } from '@/components/ui/use-isolation';
import { footerQuickLinks } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useCurrentYear } from '@/hooks/use-current-year';
import { useHydrated } from '@/hooks/use-hydrated';
import { useT, type MessageId } from '@/lib/i18n';
import { T } from '@/lib/trans';
import { openConsentSettings } from '@/lib/consent';
import { useBusiness, useSiteConfig } from '@/lib/site-config';

import { AddressLine } from './address-line';
import { Logo } from './logo';
import { SocialLinks } from './social-links';

const linkClass = 'rounded-sm text-sand-200 transition-colors hover:text-gold-300';

function FooterHeading({ id }: { id: MessageId }) {
  return (
    <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
      <T id={id} />
    </h2>
  );
}

/**
 * The footer of every page. `services` draws its 'Our Services' list with the footer's link style: the services are a
 * feature's (the app's root layout passes features/services' FooterServices), which shared components do not import.
 */
export function SiteFooter({ services }: { services: (linkClassName: string) => ReactNode }) {
  const year = useCurrentYear();
  const business = useBusiness();
  const { snapPixelId } = useSiteConfig();
  const hydrated = useHydrated();
  const t = useT();
  const isolate = useIsolate();
  const isolation = useIsolation();
  return (
    <footer className="on-dark bg-forest-900 text-sand-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to={paths.home.getHref()} className="inline-block rounded-md" aria-label={t('layout.homeLink', { name: business.name })}>
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            <AddressLine />
          </p>
          <SocialLinks
            className="mt-5 flex gap-2"
            label={t('footer.socialMedia')}
            linkClassName="size-11 border border-sand-50/20 text-sand-100 hover:border-gold-300 hover:text-gold-300"
          />
        </div>

        <nav aria-label={t('footer.quickLinksLabel')}>
          <FooterHeading id="footer.quickLinks" />
          <ul className="space-y-2.5 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  <T id={link.labelId} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading id="footer.ourServices" />
          {services(linkClass)}
        </div>

        <div>
          <FooterHeading id="footer.contact" />
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>
                <AddressLine />
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={business.links.tel} className={linkClass} dir="ltr">
                {business.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={business.links.mailto} className={linkClass} {...isolation(business.email, { dir: 'ltr' })}>
                {business.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>
                {business.hours.week}
              </span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-sand-50/10">
        {/* pb-24: the page's last line and links scroll clear above the floating WhatsApp button (3.5rem, 1-1.5rem
            from the screen's bottom), which would otherwise always cover them on a phone or a tablet. */}
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 pt-6 pb-24 text-sm sm:flex-row sm:px-6 lg:px-8">
          <p>
            <T id="footer.copyright" values={{ year, name: isolate(business.name) }} />
          </p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            <li>
              <Link to={paths.privacy.getHref()} className={linkClass}>
                <T id="footer.privacy" />
              </Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()} className={linkClass}>
                <T id="footer.terms" />
              </Link>
            </li>
            {/* The consent notice again, to change the answer; only when there is a tracker to consent to. A button
                that needs the app, so it is added once the app has adopted the page (below the fold, last in its row). */}
            {hydrated && snapPixelId !== '' && (
              <li>
                <button type="button" className={`${linkClass} underline-offset-2 hover:underline`} onClick={() => { openConsentSettings(); }}>
                  <T id="footer.privacyChoices" />
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
