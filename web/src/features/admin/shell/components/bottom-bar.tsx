import { Ellipsis } from 'lucide-react';

import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

import type { NavCounts } from '../../shared/api/get-admin-nav';
import type { Permission } from '../../shared/api/get-admin-me';
import { bottomBarPlaces, mayOpen, morePlaces, placeGroupsFor } from '../utils/admin-places';
import type { DashboardTab } from '../utils/dashboard-params';
import { PlaceLink } from './place-link';

/** More: the places the bottom bar has no room for, by group (those the person may open). */
function MoreMenu({ tab, counts, groups }: { tab: DashboardTab; counts: NavCounts | undefined; groups: { title: string; places: DashboardTab[] }[] }) {
  const current = morePlaces.includes(tab);
  return (
    // Not modal: no scroll lock (which would need an inline <style> element).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-xs font-medium text-ink outline-none focus-visible:ring-2 focus-visible:ring-gold-500',
          current && 'bg-forest-800 text-sand-50',
        )}
      >
        <Ellipsis aria-hidden="true" className="size-5" />
        More
      </DropdownMenuTrigger>
      {/* In place, so the open menu stays inside the bar's landmark. */}
      {/* It scrolls when the places outgrow the phone: focusable itself (tabIndex 0), so a keyboard can scroll it. */}
      <DropdownMenuContent side="top" align="end" portal={false} tabIndex={0} className="max-h-[70svh] w-64 overflow-y-auto">
        {groups.map((group) => {
          const places = group.places.filter((place) => morePlaces.includes(place));
          if (places.length === 0) return null;
          return (
            <div key={group.title} role="group" aria-label={group.title}>
              <DropdownMenuLabel>{group.title}</DropdownMenuLabel>
              {places.map((place) => (
                <DropdownMenuItem key={place} asChild>
                  <PlaceLink place={place} current={place === tab} counts={counts} />
                </DropdownMenuItem>
              ))}
            </div>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The phone's bottom bar: Today, Calendar, Bookings, Messages, and More for the rest; only the places the person may open. */
export function BottomBar({
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
  const groups = placeGroupsFor(permissions);
  const more = groups.some((group) => group.places.some((place) => morePlaces.includes(place)));
  return (
    <nav aria-label="Dashboard shortcuts" className={cn('border-t border-sand-300 bg-sand-50 px-1 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))]', className)}>
      <ul className="flex gap-1">
        {bottomBarPlaces
          .filter((place) => mayOpen(place, permissions))
          .map((place) => (
            <li key={place} className="flex min-w-0 flex-1">
              <PlaceLink place={place} current={place === tab} counts={counts} look="stacked" />
            </li>
          ))}
        {more ? (
          <li className="flex min-w-0 flex-1">
            <MoreMenu tab={tab} counts={counts} groups={groups} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
