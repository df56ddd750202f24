import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * A modal dialog around one of the dashboard's forms. Mounted only while open, so every opening starts
 * afresh; Escape, a click outside or the close button call `onClose`. Focus returns to what opened it,
 * unless `onCloseAutoFocus` prevents that and places it itself (what opened it may be gone by then).
 */
export function FormDialog({
  title,
  description,
  onClose,
  className,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  className?: string;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent {...(className ? { className } : {})} {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog form's Cancel (closes it unchanged) and submit buttons; the submit one is busy while `pending`. */
export function FormDialogActions({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {children}
      </Button>
    </div>
  );
}
