import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { useFocusOpenerOnClose } from './use-focus-opener-on-close';

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape or the close button closes it, and focus
 * returns to the control that opened it (its DialogTrigger, or whatever had focus when it opened, for a
 * dialog opened from code). Give it a title (and optionally a description).
 */
export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof Primitive.Content> & { closeLabel?: string }) {
  const focusOpener = useFocusOpenerOnClose(onCloseAutoFocus);
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-forest-900/60" />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-2xl border border-sand-300 bg-sand-50 p-6 text-ink shadow-xl',
          className,
        )}
        onCloseAutoFocus={focusOpener}
        {...props}
      >
        {children}
        <Primitive.Close
          className="absolute top-3 end-3 grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-sand-200 hover:text-forest-800"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogHeader({ children }: { children: ReactNode }) {
  return <div className="mb-5 space-y-1.5 pe-10">{children}</div>;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('font-display text-2xl font-semibold text-forest-800', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
