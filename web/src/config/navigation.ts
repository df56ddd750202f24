import { paths } from './paths';

export interface NavLink {
  label: string;
  href: string;
}

/** The navigation bar's links, in order (docs/product.md, Every page). */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'About', href: paths.about.getHref() },
  { label: 'Services', href: paths.services.getHref() },
  { label: 'Gallery', href: paths.gallery.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];

/** The footer's quick links. */
export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'About Us', href: paths.about.getHref() },
  { label: 'Services', href: paths.services.getHref() },
  { label: 'Gallery', href: paths.gallery.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];

/**
 * Treatment names listed in the footer, each linking to /services. Static on purpose: the footer is on
 * every page and must not wait for (or depend on) the services API.
 */
export const footerServiceNames: readonly string[] = [
  'Moroccan Bath',
  'Swedish Massage',
  'Deep Tissue Massage',
  'Hot Stone Massage',
  'Signature Facial',
  'Couples Retreat',
];
