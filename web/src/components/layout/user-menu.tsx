import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

/**
 * The signed-in user's menu: labelled with the first name or 'Admin', with Dashboard and Logout.
 * Loaded lazily by the header: visitors, who are never signed in, do not download the dropdown code.
 */
export default function UserMenu({ label }: { label: string }) {
  return (
    // Not modal: no scroll lock (which would need an inline <style> element) and the page stays usable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={buttonClasses({ variant: 'ghost', size: 'md' })}>
        <UserRound aria-hidden="true" />
        {label}
        <ChevronDown aria-hidden="true" />
      </DropdownMenuTrigger>
      {/* In place, so the open menu stays inside the header's landmark. */}
      <DropdownMenuContent align="end" portal={false}>
        <DropdownMenuItem asChild>
          <Link to={paths.admin.dashboard.getHref()}>
            <LayoutDashboard aria-hidden="true" />
            <T id="header.dashboard" />
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={paths.server.logout}>
            <LogOut aria-hidden="true" />
            <T id="header.logout" />
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
