import { useId, useState, type SyntheticEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useAdjustEntitlement, type Entitlement } from '../api/entitlements';
import { adjustProblems, balanceText, changeText, limits } from '../utils/entitlement-words';

type Field = 'amount' | 'sessions' | 'reason';

/**
 * Adjust an entitlement's balance either way, with the reason the ledger keeps (and the audit log with it). The
 * change is signed: "-50" takes AED 50 off a gift card, "2" gives a package two sessions. Checked here as the server
 * checks it; what the server still refuses is told at its field (a balance that would go below zero at the change,
 * as it is the change that is wrong), anything else above the buttons.
 */
export function AdjustDialog({ entitlement, onClose }: { entitlement: Entitlement; onClose: () => void }) {
  const id = useId();
  const giftCard = entitlement.kind === 'gift_card';
  const unit: Field = giftCard ? 'amount' : 'sessions';
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const adjust = useAdjustEntitlement();
  const ids = { change: `${id}-change`, reason: `${id}-reason` };

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = found[unit] !== undefined ? ids.change : found.reason !== undefined ? ids.reason : null;
    if (first) document.getElementById(first)?.focus();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = adjustProblems(entitlement.kind, change, reason);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    const signed = change.trim().replace(/^\+/, '');
    try {
      const detail = await adjust.mutateAsync({ id: entitlement.id, input: { [unit]: signed, reason: reason.trim() } });
      const last = detail.ledger.at(-1);
      toast({ title: 'Balance Adjusted', description: `${last ? changeText(last) : signed}: the balance is ${balanceText(detail.entitlement)}.` });
      onClose();
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      const fields = apiFieldErrors(error);
      const placed: Partial<Record<Field, string>> = {};
      for (const field of [unit, 'reason'] as const) if (fields[field] !== undefined) placed[field] = fields[field];
      if (error instanceof ApiError && error.code?.code === 'entitlement.below_zero' && error.serverMessage) placed[unit] = error.serverMessage;
      if (Object.keys(placed).length > 0) {
        setErrors(placed);
        focusFirst(placed);
      } else {
        setFailure(apiErrorMessage(error) ?? 'The adjustment was not saved. Please try again.');
      }
    }
  };

  const changeError = errors[unit];
  return (
    <FormDialog
      title="Adjust Balance"
      description={`${entitlement.code}: the balance is ${balanceText(entitlement)}. The ledger keeps the change and its reason; nothing is ever removed.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <FormField id={ids.change} label={giftCard ? 'Change (AED)' : 'Change (sessions)'} error={changeError}>
          <Input
            {...fieldControlProps(ids.change, changeError)}
            inputMode={giftCard ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={giftCard ? '-50.00' : '-1'}
            value={change}
            onChange={(e) => { setChange(e.target.value); }}
          />
          <p className="text-sm text-muted">{giftCard ? 'A minus takes an amount off; a plain amount adds it.' : 'A minus takes sessions off; a plain number adds them.'}</p>
        </FormField>
        <FormField id={ids.reason} label="Reason" error={errors.reason}>
          <Input
            {...fieldControlProps(ids.reason, errors.reason)}
            required
            autoComplete="off"
            maxLength={limits.reasonMax}
            value={reason}
            onChange={(e) => { setReason(e.target.value); }}
          />
        </FormField>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <FormDialogActions pending={adjust.isPending}>Adjust Balance</FormDialogActions>
      </form>
    </FormDialog>
  );
}
