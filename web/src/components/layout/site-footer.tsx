import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';

import { addressLine } from '@/config/business';
import { footerQuickLinks, footerServiceNames } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useCurrentYear } from '@/hooks/use-current-year';
import { useBusiness } from '@/lib/site-config';

import { Logo } from './logo';
import { SocialLinks } from './social-links';

const linkClass = 'rounded-sm text-sand-200 transition-colors hover:text-gold-300';

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{children}</h2>;
}

export function SiteFooter() {
  const year = useCurrentYear();
  const business = useBusiness();
  return (
    <footer className="on-dark bg-forest-900 text-sand-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to={paths.home.getHref()} className="inline-block rounded-md" aria-label={`${business.name} home`}>
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{addressLine(business)}</p>
          <SocialLinks
            className="mt-5 flex gap-2"
            label="Social media"
            linkClassName="size-11 border border-sand-50/20 text-sand-100 hover:border-gold-300 hover:text-gold-300"
          />
        </div>

        <nav aria-label="Quick links">
          <FooterHeading>Quick Links</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>Our Services</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            {footerServiceNames.map((name) => (
              <li key={name}>
                <Link to={paths.services.getHref()} className={linkClass}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <FooterHeading>Contact</FooterHeading>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>{addressLine(business)}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={business.links.tel} className={linkClass}>
                {business.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={business.links.mailto} className={linkClass}>
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
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row sm:px-6 lg:px-8">
          <p>
            © {year} {business.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to={paths.privacy.getHref()} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()} className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
