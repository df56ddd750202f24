import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

import { FacebookIcon, InstagramIcon, TwitterIcon, WhatsAppIcon } from '@/components/ui/brand-icons';
import { addressLine, business, mailtoUrl, telUrl, whatsappUrl } from '@/config/business';
import { footerQuickLinks, footerServiceNames } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useCurrentYear } from '@/hooks/use-current-year';

import { Logo } from './logo';

interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const socialLinks: readonly SocialLink[] = [
  { label: 'Facebook', href: business.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: business.social.instagram, Icon: InstagramIcon },
  { label: 'Twitter', href: business.social.twitter, Icon: TwitterIcon },
  { label: 'WhatsApp', href: whatsappUrl(), Icon: WhatsAppIcon },
];

const linkClass = 'rounded-sm text-sand-200 transition-colors hover:text-gold-300';

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{children}</h2>;
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="on-dark bg-forest-900 text-sand-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to={paths.home.getHref()} className="inline-block rounded-md" aria-label={`${business.name} home`}>
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{addressLine}</p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="grid size-11 place-items-center rounded-full border border-sand-50/20 text-sand-100 transition-colors hover:border-gold-300 hover:text-gold-300"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
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
              <span>
                {business.hotel}, {business.address.district}, {business.address.city}, UAE
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={telUrl} className={linkClass}>
                {business.phoneDisplay}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={mailtoUrl} className={linkClass}>
                {business.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>{business.hours.short}</span>
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
              <Link to={paths.contact.getHref()} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.contact.getHref()} className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
