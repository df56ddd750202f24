import { DropdownMenu as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const DropdownMenu = Primitive.Root;
export const DropdownMenuTrigger = Primitive.Trigger;

/**
 * The menu's panel. `portal` (default) renders it at the end of <body>, out of any clipping container;
 * `portal={false}` keeps it in place, e.g. inside the header's landmark.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  portal = true,
  ...props
}: ComponentProps<typeof Primitive.Content> & { portal?: boolean }) {
  const content = (
    <Primitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-44 overflow-hidden rounded-xl border border-sand-300 bg-sand-50 p-1 text-ink shadow-lg',
        className,
      )}
      {...props}
    />
  );
  return portal ? <Primitive.Portal>{content}</Primitive.Portal> : content;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none',
        'data-[highlighted]:bg-sand-200 data-[highlighted]:text-forest-800 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn('px-3 py-1.5 text-xs font-semibold text-muted', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn('my-1 h-px bg-sand-300', className)} {...props} />;
}
