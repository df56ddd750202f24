import type { MessageId } from '@/lib/i18n';

import { paths } from './paths';

export interface NavLink {
  /** The link's text: a message id of the catalogs (src/locales). */
  labelId: MessageId;
  href: string;
}

/** The navigation bar's links, in order (docs/product.md, Every page). */
export const mainNav: readonly NavLink[] = [
  { labelId: 'nav.home', href: paths.home.getHref() },
  { labelId: 'nav.about', href: paths.about.getHref() },
  { labelId: 'nav.services', href: paths.services.getHref() },
  { labelId: 'nav.gallery', href: paths.gallery.getHref() },
  { labelId: 'nav.blog', href: paths.blog.getHref() },
  { labelId: 'nav.contact', href: paths.contact.getHref() },
];

/** The footer's quick links. */
export const footerQuickLinks: readonly NavLink[] = [
  { labelId: 'nav.home', href: paths.home.getHref() },
  { labelId: 'footer.aboutUs', href: paths.about.getHref() },
  { labelId: 'nav.services', href: paths.services.getHref() },
  { labelId: 'nav.gallery', href: paths.gallery.getHref() },
  { labelId: 'nav.contact', href: paths.contact.getHref() },
  { labelId: 'footer.giftCards', href: paths.giftCards.getHref() },
  { labelId: 'footer.packages', href: paths.packages.getHref() },
];
