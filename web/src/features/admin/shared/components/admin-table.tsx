import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * A data table with a caption and column headers. On narrow screens it scrolls sideways inside its
 * frame; the frame can take focus, so keyboard users can scroll it too.
 */
export function AdminTable({
  caption,
  captionVisible = false,
  minWidth = 'min-w-[48rem]',
  children,
}: {
  caption: string;
  captionVisible?: boolean;
  /** The width below which the table scrolls (a Tailwind min-w class). */
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl border border-sand-300 bg-sand-50 shadow-xs">
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>
        <caption className={captionVisible ? 'px-4 pt-4 text-left font-semibold text-forest-800' : 'sr-only'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-sand-300 bg-sand-200/60 px-4 py-3 text-xs font-semibold tracking-wide text-forest-800 uppercase', className)}
      {...props}
    />
  );
}

/**
 * The header of a row-actions column: named for screen readers only. `relative` keeps the hidden name
 * placed in its cell, not off the page when the table scrolls sideways.
 */
export function ActionsTh() {
  return (
    <Th className="relative">
      <span className="sr-only">Actions</span>
    </Th>
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-sand-200 px-4 py-3 align-top', className)} {...props} />;
}

/** A row spanning the table, for loading, empty and error states. */
export function TableMessage({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-muted">
        {children}
      </td>
    </tr>
  );
}
