import { useId } from 'react';

import { cn } from '@/lib/cn';

import type { NavCounts } from '../../shared/api/get-admin-nav';
import type { Permission } from '../../shared/api/get-admin-me';
import { placeGroupsFor } from '../utils/admin-places';
import type { DashboardTab } from '../utils/dashboard-params';
import { PlaceLink } from './place-link';

function PlaceGroup({ title, places, tab, counts }: { title: string; places: readonly DashboardTab[]; tab: DashboardTab; counts: NavCounts | undefined }) {
  const titleId = useId();
  return (
    <div>
      <p id={titleId} className="px-3 pb-1 text-xs font-semibold tracking-[0.15em] text-gold-800 uppercase">
        {title}
      </p>
      <ul aria-labelledby={titleId} className="space-y-0.5">
        {places.map((place) => (
          <li key={place}>
            <PlaceLink place={place} current={place === tab} counts={counts} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The desk's side navigation: every place the person may open, in its group, with its count. */
export function SideNav({
  tab,
  counts,
  permissions,
  className,
}: {
  tab: DashboardTab;
  counts: NavCounts | undefined;
  permissions: readonly Permission[];
  className?: string;
}) {
  return (
    <nav aria-label="Dashboard" className={cn('space-y-5 border-e border-sand-300 bg-sand-50 px-3 py-5', className)}>
      {placeGroupsFor(permissions).map((group) => (
        <PlaceGroup key={group.title} title={group.title} places={group.places} tab={tab} counts={counts} />
      ))}
    </nav>
  );
}
