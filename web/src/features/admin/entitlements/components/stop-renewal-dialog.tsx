import { useId, useState, type SyntheticEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { formatCalendarDate } from '../../shared/utils/format';
import { useStopRenewal, type Entitlement } from '../api/entitlements';

/** The longest reason the server keeps for a stopped renewal. */
const reasonMax = 200;

/**
 * Stop a membership bought online from renewing itself (the member asked): its saved card is not charged again. It
 * stays valid, with its credits, to its last day. The reason is kept on the membership and in the audit log.
 */
export function StopRenewalDialog({ entitlement, onClose }: { entitlement: Entitlement; onClose: () => void }) {
  const id = useId();
  const fieldId = `${id}-reason`;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const stop = useStopRenewal();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reason.trim() === '') {
      setError('Say why the renewal stops.');
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    try {
      await stop.mutateAsync({ id: entitlement.id, input: { reason: reason.trim() } });
      toast({ title: 'Renewal Stopped', description: `The card is not charged again; the membership stays valid until ${formatCalendarDate(entitlement.expiresOn)}.` });
      onClose();
    } catch (caught) {
      if (isUnauthorizedError(caught)) return; // the lost-session policy takes over
      const field = apiFieldErrors(caught).reason;
      if (field !== undefined) {
        setError(field);
        document.getElementById(fieldId)?.focus();
      } else {
        setFailure(apiErrorMessage(caught) ?? 'The renewal was not stopped. Please try again.');
      }
    }
  };

  return (
    <FormDialog
      title="Stop Renewal"
      description={`${entitlement.code}: the saved card is charged ${formatPrice(entitlement.price, 'en')} each month on the last valid day. Stopping it charges nothing more; the membership stays valid until ${formatCalendarDate(entitlement.expiresOn)}.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <FormField id={fieldId} label="Reason" error={error}>
          <Input
            {...fieldControlProps(fieldId, error)}
            required
            autoComplete="off"
            maxLength={reasonMax}
            value={reason}
            onChange={(e) => { setReason(e.target.value); }}
          />
        </FormField>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <FormDialogActions pending={stop.isPending}>Stop Renewal</FormDialogActions>
      </form>
    </FormDialog>
  );
}
