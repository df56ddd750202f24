import { Switch as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * An on/off switch (Radix, role="switch"): Space toggles it. Label it with a <label htmlFor> or aria-label.
 * The track's border (#8c7a5b) meets WCAG's 3:1 for controls when off; on, it is forest green.
 */
export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-[#8c7a5b] bg-sand-200 transition-colors',
        'data-[state=checked]:border-forest-700 data-[state=checked]:bg-forest-700',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <Primitive.Thumb
        className={cn(
          'block size-5 translate-x-0.5 rounded-full bg-[#8c7a5b] shadow transition-transform',
          'data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-sand-50',
        )}
      />
    </Primitive.Root>
  );
}
