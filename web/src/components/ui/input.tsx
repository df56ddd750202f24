import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * Text fields. The border (#8c7a5b, 3.9:1 on sand) meets WCAG's 3:1 for control boundaries; an invalid
 * field (aria-invalid) turns it red. 16px text keeps phones from zooming in on focus.
 */
const fieldClasses = cn(
  'block w-full rounded-xl border border-[#8c7a5b] bg-sand-50 px-4 text-base text-ink shadow-xs transition-colors',
  'placeholder:text-muted focus-visible:border-forest-700',
  'aria-invalid:border-danger aria-invalid:bg-[#fdf6f5]',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-12', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28 py-3 leading-relaxed', className)} {...props} />;
}
