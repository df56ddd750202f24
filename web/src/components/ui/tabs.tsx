import { Tabs as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * Tabs (Radix): a tablist whose arrow keys move between tabs, Home/End jump to the ends, and each panel
 * is labelled by its tab.
 */
export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      className={cn('flex flex-wrap gap-1 rounded-2xl border border-sand-300 bg-sand-200/70 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors',
        'hover:bg-sand-50/70 hover:text-forest-800',
        'data-[state=active]:bg-sand-50 data-[state=active]:text-forest-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn('mt-6 rounded-lg', className)} {...props} />;
}
