import type { ReactNode } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * A modal dialog around one of the dashboard's forms. Mounted only while open, so every opening starts
 * afresh; Escape, a click outside or the close button call `onClose`. Focus returns to what opened it.
 */
export function FormDialog({
  title,
  description,
  onClose,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent {...(className ? { className } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
