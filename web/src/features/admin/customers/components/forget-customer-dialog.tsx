import { useId, useState } from 'react';

import { Textarea } from '@/components/ui/input';

import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { forgetSummary, useForgetCustomer, type CustomerForgetResult } from '../api/customer-privacy';
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

  return (
    <ConfirmDeleteDialog<CustomerForgetResult>
      title={`Forget ${customer.name}?`}
      question="Their future bookings are cancelled and they are e-mailed about each. Their name and details are erased everywhere, except on invoices younger than five years, which the law makes the spa keep. This cannot be undone."
      confirmLabel="Forget"
      pending={forget.isPending}
      canDelete={reason.trim() !== ''}
      onDelete={(done) => {
        forget.mutate({ id: customer.id, reason: reason.trim() }, done);
      }}
      deleted={(result) => ({ title: `${customer.name} forgotten`, description: forgetSummary(result) })}
      failed="Could not forget the customer"
      onClose={onClose}
      focusAfterDelete={focusAfter}
    >
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
    </ConfirmDeleteDialog>
  );
}
