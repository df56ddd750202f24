import { LoaderCircle } from 'lucide-react';

import { cx } from '@/lib/cx';

/** True when className sets a utility of the group (items-start sets items-*); a variant (sm:items-start) does not. */
function sets(className: string | undefined, group: RegExp): boolean {
  return className?.split(' ').some((token) => group.test(token)) ?? false;
}

/**
 * A loading indicator announced to screen readers (role="status"). className may replace its alignment
 * (items-start) and its vertical padding (py-4, p-0); the rest is added. Joined without tailwind-merge: the shell
 * shows this on the first load.
 */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cx(
        'flex',
        !sets(className, /^items-/) && 'items-center',
        'justify-center',
        !sets(className, /^py?-/) && 'py-16',
        className,
      )}
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-gold-700 motion-reduce:animate-spin-slow" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Covers the whole viewport while the app decides what to show (docs/product.md, Routes). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return <Spinner label={label} className="fixed inset-0 z-50 bg-sand-100 py-0" />;
}
