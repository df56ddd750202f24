import { forwardRef, type ComponentProps } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import type { NavCounts } from '../../shared/api/get-admin-nav';
import { placeLabel } from '../utils/admin-places';
import { placeSearch, type DashboardTab } from '../utils/dashboard-params';
import { placeIcons } from './place-icons';

type PlaceLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  place: DashboardTab;
  current: boolean;
  counts: NavCounts | undefined;
  /** 'row' in the side navigation and the More menu; 'stacked' (icon above a short name) in the bottom bar. */
  look?: 'row' | 'stacked';
};

/**
 * A link to a place, opening it afresh (`/admin?tab=customers`), named with its count ("Bookings (12)") and
 * marked `aria-current="page"` when shown. A forwarded ref lets a menu item wrap it.
 */
export const PlaceLink = forwardRef<HTMLAnchorElement, PlaceLinkProps>(function PlaceLink(
  { place, current, counts, look = 'row', className, ...props },
  ref,
) {
  const { label, ariaLabel, badge } = placeLabel(place, counts);
  const Icon = placeIcons[place];
  return (
    <Link
      ref={ref}
      to={{ pathname: paths.admin.dashboard.getHref(), search: placeSearch(place) }}
      aria-current={current ? 'page' : undefined}
      aria-label={ariaLabel}
      className={cn(
        'outline-none focus-visible:ring-2 focus-visible:ring-gold-500',
        look === 'row'
          ? 'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-sand-200 aria-[current=page]:bg-forest-800 aria-[current=page]:text-sand-50'
          : 'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-xs font-medium text-ink aria-[current=page]:bg-forest-800 aria-[current=page]:text-sand-50',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={look === 'row' ? 'min-w-0 flex-1 truncate' : 'max-w-full text-center leading-tight'}>{label}</span>
      {badge ? (
        <span
          aria-hidden="true"
          className={cn(
            'rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-forest-900',
            look === 'stacked' && 'absolute top-0.5 right-0.5 px-1.5 text-[0.65rem]',
          )}
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
});
