import { AlertDialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { buttonClasses } from './button-variants';
import { useFocusOpenerOnClose } from './use-focus-opener-on-close';

/**
 * A confirmation that interrupts (Radix AlertDialog, role="alertdialog"): focus starts on Cancel, Escape
 * cancels, and focus returns to the control that opened it. Give it a title and a description.
 */
export const AlertDialog = Primitive.Root;

export function AlertDialogContent({ className, children, onCloseAutoFocus, ...props }: ComponentProps<typeof Primitive.Content>) {
  const focusOpener = useFocusOpenerOnClose(onCloseAutoFocus);
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-forest-900/60" />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'rounded-2xl border border-sand-300 bg-sand-50 p-6 text-ink shadow-xl',
          className,
        )}
        onCloseAutoFocus={focusOpener}
        {...props}
      >
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('font-display text-2xl font-semibold text-forest-800', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('mt-2 text-sm text-ink', className)} {...props} />;
}

export function AlertDialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>;
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof Primitive.Cancel>) {
  return <Primitive.Cancel className={buttonClasses({ variant: 'ghost', className })} {...props} />;
}

/** The confirming button; it does not close the dialog by itself (the caller closes it when done). */
export function AlertDialogConfirm({ className, ...props }: ComponentProps<'button'>) {
  return <button type="button" className={buttonClasses({ className: cn('bg-danger text-sand-50 hover:bg-[#7f1717]', className) })} {...props} />;
}
