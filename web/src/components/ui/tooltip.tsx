import { Tooltip as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * Tooltips with the product's timing (docs/product.md, Limits and timings): 700 ms before one opens,
 * and 300 ms within which moving to the next trigger opens it at once.
 *
 * The provider is not mounted app-wide on purpose: importing it pulls in Radix's positioning code
 * (~12 KB gzip), which would then load on every first visit although the public pages show no tooltip.
 * A page (or region) that shows tooltips wraps itself in <TooltipProvider>; Radix throws a clear error
 * for a <Tooltip> without one.
 */
export function TooltipProvider(props: Omit<ComponentProps<typeof Primitive.Provider>, 'delayDuration' | 'skipDelayDuration'>) {
  return <Primitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

export const Tooltip = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded-lg bg-forest-900 px-3 py-1.5 text-sm text-sand-50 shadow-md', className)}
        {...props}
      >
        {children}
        <Primitive.Arrow className="fill-forest-900" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}
