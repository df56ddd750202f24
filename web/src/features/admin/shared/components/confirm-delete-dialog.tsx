import { LoaderCircle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

/** What a confirmed deletion does: the caller's mutation, told to call back when it is over (with its answer). */
export type DeleteAction<Result = unknown> = (done: { onSuccess: (result: Result) => void; onError: (error: unknown) => void }) => void;

/** The toast once deleted: fixed, or made from what the server answered. */
type DeletedToast<Result> = { title: string; description: string } | ((result: Result) => { title: string; description: string });

/**
 * Asks before something is deleted (an alert dialog: focus starts on Cancel). Confirmed and deleted: the
 * `deleted` toast, and focus goes to `focusAfterDelete`, as the row and its Delete button are gone.
 * Cancelled: focus returns to the Delete button. Failed: the `failed` toast with the server's message,
 * unless the session is lost (the lost-session policy takes over).
 */
export function ConfirmDeleteDialog<Result = unknown>({
  title,
  question,
  pending,
  onDelete,
  deleted,
  failed,
  onClose,
  focusAfterDelete,
  children,
  canDelete = true,
  confirmLabel = 'Delete',
}: {
  /** More to ask before deleting (a field), between the question and the buttons. */
  children?: ReactNode;
  /** False keeps Delete disabled (what children ask is not answered yet). */
  canDelete?: boolean;
  /** The confirming button's words, for a deletion with a name of its own (Forget). */
  confirmLabel?: string;
  title: string;
  question: ReactNode;
  pending: boolean;
  onDelete: DeleteAction<Result>;
  deleted: DeletedToast<Result>;
  failed: string;
  onClose: () => void;
  focusAfterDelete: () => void;
}) {
  const gone = useRef(false);
  const confirm = () => {
    onDelete({
      onSuccess: (result) => {
        gone.current = true;
        toast(typeof deleted === 'function' ? deleted(result) : deleted);
        onClose();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: failed, description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        onClose();
      },
    });
  };
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!gone.current) return; // back to the row's Delete button
          event.preventDefault();
          focusAfterDelete();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{question}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm onClick={confirm} disabled={pending || !canDelete} aria-busy={pending || undefined}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {confirmLabel}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
