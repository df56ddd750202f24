import { Link } from '@/components/ui/link';
import { Localized } from '@/components/ui/localized';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

import { useServiceNames } from '../api/get-service-names';
import { serviceCardHref } from '../utils/anchors';

/** How many services the footer names: the menu's first active ones. */
export const footerServiceCount = 6;

/**
 * The footer's 'Our Services': the first active services of the menu, in the API's order (the home page's preview
 * starts the same way), each by its name in the page's language and linking to its card on the Services page. The
 * server puts their names in every page it renders (GET /api/services?summary=true); where it has not (a page the
 * app draws itself, until they arrive), or when there is none, the Services page itself.
 */
export function FooterServices({ linkClassName }: { linkClassName: string }) {
  const names = useServiceNames();
  const shown = (names.data ?? []).filter((service) => service.isActive).slice(0, footerServiceCount);
  return (
    <ul className="space-y-2.5 text-sm">
      {shown.length === 0 ? (
        <li>
          <Link to={paths.services.getHref()} className={linkClassName}>
            <T id="nav.services" />
          </Link>
        </li>
      ) : (
        shown.map((service) => (
          <li key={service.id}>
            <Link to={serviceCardHref(service.id)} className={linkClassName}>
              <Localized en={service.name} ar={service.nameAr} />
            </Link>
          </li>
        ))
      )}
    </ul>
  );
}
