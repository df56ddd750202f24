import { useId, useState, type SyntheticEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { formatCalendarDate } from '../../shared/utils/format';
import { useRenewEntitlement, type Entitlement } from '../api/entitlements';
import { balanceText, paidByNames } from '../utils/entitlement-words';

/**
 * Renew a membership for another month at the desk: the member pays the month's price (cash or card), its credits
 * are added to what is left and its last valid day moves a month on. The server issues the month's tax invoice and
 * writes the sale to the ledger; its refusals (an ended membership) are told above the buttons.
 */
export function RenewDialog({ entitlement, onClose }: { entitlement: Entitlement; onClose: () => void }) {
  const id = useId();
  const [paidBy, setPaidBy] = useState<'' | 'cash' | 'card'>('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const renew = useRenewEntitlement();
  const fieldId = `${id}-paid-by`;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    if (paidBy === '') {
      setError('Choose cash or card.');
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    try {
      const detail = await renew.mutateAsync({ id: entitlement.id, input: { paidBy } });
      toast({ title: 'Membership Renewed', description: `The balance is ${balanceText(detail.entitlement)}, valid until ${formatCalendarDate(detail.entitlement.expiresOn)}.` });
      onClose();
    } catch (caught) {
      if (isUnauthorizedError(caught)) return; // the lost-session policy takes over
      const field = apiFieldErrors(caught).paidBy;
      if (field !== undefined) setError(field);
      else setFailure(apiErrorMessage(caught) ?? 'The membership was not renewed. Please try again.');
    }
  };

  return (
    <FormDialog
      title="Renew Membership"
      description={`${entitlement.code}: another month for ${formatPrice(entitlement.price, 'en')}, its tax invoice issued now. The month's sessions are added to what is left and it stays valid a month longer.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <FormField id={fieldId} label="Paid by" error={error}>
          <Select
            {...fieldControlProps(fieldId, error)}
            required
            value={paidBy}
            onChange={(e) => { setPaidBy(e.target.value === 'cash' || e.target.value === 'card' ? e.target.value : ''); }}
          >
            <option value="">Choose cash or card</option>
            <option value="cash">{paidByNames.cash}</option>
            <option value="card">{paidByNames.card}</option>
          </Select>
        </FormField>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <FormDialogActions pending={renew.isPending}>Renew for a Month</FormDialogActions>
      </form>
    </FormDialog>
  );
}
