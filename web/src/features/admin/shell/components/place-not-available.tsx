import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { placeNames } from '../utils/admin-places';
import { placeSearch, type DashboardTab } from '../utils/dashboard-params';

/**
 * A place the person's role may not open, reached by its URL: said plainly, with a way to a place she may use
 * (none when her role opens no place of the dashboard), instead of reads the server would refuse.
 */
export function PlaceNotAvailable({ place, instead }: { place: DashboardTab; instead: DashboardTab | undefined }) {
  return (
    <div role="alert" className="rounded-xl border border-sand-300 bg-sand-50 p-6">
      <h3 className="text-lg font-semibold">{placeNames[place]} is not available for your role</h3>
      <p className="mt-2 text-muted">Ask an owner or a manager if you need it.</p>
      {instead ? (
        <Link
          to={{ pathname: paths.admin.dashboard.getHref(), search: placeSearch(instead) }}
          className="mt-4 inline-flex min-h-11 items-center font-medium text-forest-700 underline"
        >
          Go to {placeNames[instead]}
        </Link>
      ) : null}
    </div>
  );
}
