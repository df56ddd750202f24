import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Textarea } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { forgetSummary, useForgetCustomer } from '../api/customer-privacy';
import type { AdminCustomer } from '../api/get-customers';

/**
 * Forgets a customer at their request: says what will happen, asks why (the reason goes to the audit log), then
 * a toast with what the server did. Focus returns to the customer's Forget button, or, once the row no longer
 * names them, to `focusAfter`.
 */
export function ForgetCustomerDialog({
  customer,
  onClose,
  focusAfter,
}: {
  customer: AdminCustomer;
  onClose: () => void;
  focusAfter: () => void;
}) {
  const id = useId();
  const forget = useForgetCustomer();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);

  const confirm = () => {
    forget.mutate(
      { id: customer.id, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setDone(true);
          toast({ title: `${customer.name} forgotten`, description: forgetSummary(result) });
          onClose();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'Could not forget the customer', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
          onClose();
        },
      },
    );
  };

  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open && !forget.isPending) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!done) return; // back to the row's Forget button
          event.preventDefault();
          focusAfter();
        }}
      >
        <AlertDialogTitle>Forget {customer.name}?</AlertDialogTitle>
        <AlertDialogDescription>
          Their future bookings are cancelled and they are e-mailed about each. Their name and details are erased
          everywhere, except on invoices younger than five years, which the law makes the spa keep. This cannot be undone.
        </AlertDialogDescription>
        <div className="mt-4 space-y-2">
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-forest-800">
            Reason (kept in the activity log)
          </label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            required
            maxLength={500}
            placeholder="For example: asked by e-mail on 29 November"
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={forget.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm onClick={confirm} disabled={forget.isPending || reason.trim() === ''} aria-busy={forget.isPending || undefined}>
            {forget.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Forget
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
