import type { ComponentType, SVGProps } from 'react';

import { FacebookIcon, InstagramIcon, TwitterIcon, WhatsAppIcon } from '@/components/ui/brand-icons';
import { shownIf, whatsappUrl, type Business, type ConfigPath } from '@/config/business';
import { cx } from '@/lib/cx';
import { useT, type MessageId } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';

interface SocialLink {
  /** The network's name in the page's language. */
  label: MessageId;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The setting the link shows only with; WhatsApp, the spa's own number, always shows. */
  setting?: ConfigPath;
}

/** The spa's social links: those the server configured, then WhatsApp. */
function socialLinks(business: Business): SocialLink[] {
  const optional: SocialLink[] = [
    { label: 'social.facebook', href: business.facebook, Icon: FacebookIcon, setting: 'business.facebook' },
    { label: 'social.instagram', href: business.instagram, Icon: InstagramIcon, setting: 'business.instagram' },
    { label: 'social.twitter', href: business.twitter, Icon: TwitterIcon, setting: 'business.twitter' },
  ];
  return [
    ...optional.filter((link) => link.href !== ''),
    { label: 'social.whatsapp', href: whatsappUrl(business), Icon: WhatsAppIcon },
  ];
}

/**
 * The spa's social links as a row of round icon links, each opening in a new tab: the footer's and Contact's
 * Follow Us. Each optional one carries its setting (shownIf), so the server drops it from a prerendered page when
 * the setting is empty, as this list does.
 */
export function SocialLinks({
  className,
  linkClassName,
  label,
}: {
  /** The list's classes (its layout and spacing). */
  className: string;
  /** Each link's size and colours. */
  linkClassName: string;
  /** The list's accessible name, when the heading around it does not give one. */
  label?: string;
}) {
  const business = useBusiness();
  const t = useT();
  return (
    <ul className={className} {...(label ? { 'aria-label': label } : {})}>
      {socialLinks(business).map(({ label: name, href, Icon, setting }) => (
        <li key={name} {...(setting ? shownIf(setting) : {})}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.link', { network: t(name) })}
            className={cx('grid place-items-center rounded-full transition-colors', linkClassName)}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
