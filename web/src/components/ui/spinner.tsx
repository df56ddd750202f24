import { LoaderCircle } from 'lucide-react';

import { cn } from '@/lib/cn';

/** A loading indicator announced to screen readers (role="status"). */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-gold-700 motion-reduce:animate-spin-slow" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Covers the whole viewport while the app decides what to show (docs/product.md, Routes). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return <Spinner label={label} className="fixed inset-0 z-50 bg-sand-100 py-0" />;
}
