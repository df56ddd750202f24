import type { ComponentType, SVGProps } from 'react';

import { FacebookIcon, InstagramIcon, TwitterIcon, WhatsAppIcon } from '@/components/ui/brand-icons';
import { whatsappUrl, type Business, type ConfigPath } from '@/config/business';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The setting the link shows only with; WhatsApp, the spa's own number, always shows. */
  setting?: ConfigPath;
}

/**
 * The spa's social links: those the server configured, then WhatsApp. Each optional one carries its setting
 * (shownIf), so the server drops it from a prerendered page when the setting is empty, as this list does.
 */
export function socialLinks(business: Business): SocialLink[] {
  const optional: SocialLink[] = [
    { label: 'Facebook', href: business.facebook, Icon: FacebookIcon, setting: 'business.facebook' },
    { label: 'Instagram', href: business.instagram, Icon: InstagramIcon, setting: 'business.instagram' },
    { label: 'Twitter', href: business.twitter, Icon: TwitterIcon, setting: 'business.twitter' },
  ];
  return [
    ...optional.filter((link) => link.href !== ''),
    { label: 'WhatsApp', href: whatsappUrl(business), Icon: WhatsAppIcon },
  ];
}
