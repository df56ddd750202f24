import { Menu, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { buttonLook } from '@/components/ui/button-look';
import { Link } from '@/components/ui/link';
import { mainNav } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { userMenuLabel, type AuthUser } from '@/lib/auth';
import { cx } from '@/lib/cx';
import { useT } from '@/lib/i18n';
import { T } from '@/lib/trans';
import { useBusiness } from '@/lib/site-config';

import { isActivePath } from './is-active-path';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const UserMenu = lazy(() => import('./user-menu'));

/**
 * The bar blurs and gets a border after 20 px of scrolling. It stays 95 % opaque: whatever scrolls
 * beneath it (even black) leaves the small gold line under the logo at 4.9:1 and the links at 5.8:1; at
 * 80 % the green cards under it took the gold line down to 3.8:1.
 */
const scrollThreshold = 20;
const mobileMenuId = 'mobile-menu';

function UserMenuPlaceholder({ label }: { label: string }) {
  return (
    <span className={buttonLook({ variant: 'ghost', size: 'md', className: 'pointer-events-none' })}>
      <UserRound aria-hidden="true" />
      {label}
    </span>
  );
}

export function SiteHeader({ user }: { user: AuthUser | null }) {
  const { pathname } = useLocation();
  const business = useBusiness();
  const t = useT();
  const scrolled = useScrolledPast(scrollThreshold);
  // The mobile menu is open only for the path it was opened on, so any route change closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      document.getElementById(`${mobileMenuId}-button`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  return (
    <header
      className={cx(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        menuOpen
          ? 'border-sand-300 bg-sand-100 shadow-sm'
          : scrolled
            ? 'border-sand-300 bg-sand-100/95 shadow-sm backdrop-blur-md'
            : 'border-transparent bg-sand-100',
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home.getHref()} className="rounded-md" aria-label={t('layout.homeLink', { name: business.name })}>
          <Logo />
        </Link>

        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => {
              const active = isActivePath(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={cx(
                      'relative rounded-full px-3.5 py-2 text-[0.95rem] font-medium transition-colors hover:text-forest-800',
                      active
                        ? 'text-forest-800 after:absolute after:inset-x-3.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-gold-500'
                        : 'text-muted',
                    )}
                  >
                    <T id={link.labelId} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitch className={buttonLook({ variant: 'ghost', display: false })} />
            {user ? (
              <Suspense fallback={<UserMenuPlaceholder label={userMenuLabel(user)} />}>
                <UserMenu label={userMenuLabel(user)} />
              </Suspense>
            ) : (
              <a href={paths.server.login} className={buttonLook({ variant: 'ghost' })}>
                <T id="header.login" />
              </a>
            )}
          </div>
          <Link to={paths.booking.getHref()} className={buttonLook({ variant: 'gold', display: false, className: 'hidden sm:inline-flex' })}>
            <T id="header.bookNow" />
          </Link>
          <button
            type="button"
            id={`${mobileMenuId}-button`}
            className={buttonLook({ variant: 'ghost', size: 'icon', iconSize: false, className: 'lg:hidden [&_svg]:size-6' })}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={t('header.menu')}
            onClick={() => {
              setMenuOpenAt(menuOpen ? null : pathname);
            }}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div
        id={mobileMenuId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-sand-300 lg:hidden"
      >
        <nav aria-label={t('header.menu')} className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
          <ul className="flex flex-col">
            {mainNav.map((link) => {
              const active = isActivePath(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={cx(
                      'block rounded-lg px-3 py-3 text-base font-medium',
                      active ? 'bg-sand-200 text-forest-800' : 'text-muted hover:bg-sand-200/60',
                    )}
                  >
                    <T id={link.labelId} />
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-sand-300 pt-4">
            <Link to={paths.booking.getHref()} className={buttonLook({ variant: 'gold', className: 'w-full' })}>
              <T id="header.bookNow" />
            </Link>
            <LanguageSwitch className="rounded-lg px-3 py-3 font-medium hover:bg-sand-200/60" />
            {user ? (
              <>
                <p className="px-3 pt-2 text-sm text-muted">
                  <T id="header.signedInAs" values={{ name: userMenuLabel(user) }} />
                </p>
                <Link to={paths.admin.dashboard.getHref()} className="rounded-lg px-3 py-3 font-medium hover:bg-sand-200/60">
                  <T id="header.dashboard" />
                </Link>
                <a href={paths.server.logout} className="rounded-lg px-3 py-3 font-medium hover:bg-sand-200/60">
                  <T id="header.logout" />
                </a>
              </>
            ) : (
              <a href={paths.server.login} className={buttonLook({ variant: 'outline', className: 'w-full' })}>
                <T id="header.login" />
              </a>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
