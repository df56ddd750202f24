import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';

import { useLocale } from '@/lib/i18n';
import { localizeHref } from '@/lib/locale';

type LinkProps = Omit<ComponentProps<typeof RouterLink>, 'to'> & {
  /** A path of the site in English ('/services', paths.booking.getHref(3)); an Arabic page links to its /ar twin. */
  to: string;
};

/**
 * react-router's Link in the page's language: on an Arabic page '/services' leads to '/ar/services'. The public
 * site's components link with this one (an ESLint rule refuses react-router's Link outside the dashboard), so a
 * visitor stays in the language they chose. Links to anything but a page (the dashboard, files) are left alone.
 */
export function Link({ to, ...props }: LinkProps) {
  const locale = useLocale();
  return <RouterLink to={localizeHref(to, locale)} {...props} />;
}
