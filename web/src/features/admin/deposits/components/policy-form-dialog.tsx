import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, showServerFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useSetDepositPolicy, type DepositPolicy } from '../api/deposit-policies';
import { policyFields, policyFormSchema, policyFormValues, policySummary, type PolicyFormValues } from '../utils/policy-form';

const kindLabels: Record<DepositPolicy['kind'], string> = {
  none: 'No deposit',
  fixed: 'A fixed amount',
  percent: 'A percentage of the price',
};

/**
 * Edit a policy in a modal dialog: the default's (serviceId 0) or one service's own. Checked here with the
 * server's rules; a 400 puts the server's messages under the fields. Mounted only while open.
 */
export function PolicyFormDialog({ title, policy, onClose }: { title: string; policy: DepositPolicy; onClose: () => void }) {
  return (
    <FormDialog
      title={title}
      description="Guests see these terms on the booking page and in every e-mail before they pay. Bookings already made keep the terms they were made under."
      onClose={onClose}
    >
      <PolicyForm policy={policy} onDone={onClose} />
    </FormDialog>
  );
}

function PolicyForm({ policy, onDone }: { policy: DepositPolicy; onDone: () => void }) {
  const id = useId();
  const ids = Object.fromEntries(policyFields.map((field) => [field, `${id}-${field}`])) as Record<(typeof policyFields)[number], string>;
  const schema = useMemo(() => policyFormSchema(policy.serviceId), [policy.serviceId]);
  const { register, handleSubmit, setError, control, formState } = useForm<PolicyFormValues, unknown, DepositPolicy>({
    resolver: zodResolver(schema),
    defaultValues: policyFormValues(policy),
  });
  const { errors, isSubmitting } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const save = useSetDepositPolicy();

  const submit = async (input: DepositPolicy) => {
    try {
      const saved = await save.mutateAsync(input);
      toast({ title: 'Policy saved', description: policySummary(saved) });
      onDone();
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      if (!showServerFieldErrors(error, policyFields, setError)) {
        toast({ title: 'Could not save the policy', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-forest-800">Deposit asked when booking</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {(['none', 'fixed', 'percent'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} className="size-5 accent-forest-800" {...register('kind')} />
              {kindLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {kind === 'fixed' ? (
          <FormField id={ids.amount} label="Deposit (AED)" error={errors.amount?.message}>
            <Input {...fieldControlProps(ids.amount, errors.amount?.message)} inputMode="decimal" placeholder="0.00" autoComplete="off" {...register('amount')} />
          </FormField>
        ) : null}
        {kind === 'percent' ? (
          <FormField id={ids.percent} label="Deposit (% of the price)" error={errors.percent?.message}>
            <Input {...fieldControlProps(ids.percent, errors.percent?.message)} inputMode="numeric" autoComplete="off" {...register('percent')} />
          </FormField>
        ) : null}
        <FormField id={ids.freeCancelHours} label="Free cancellation until (hours before)" error={errors.freeCancelHours?.message}>
          <Input {...fieldControlProps(ids.freeCancelHours, errors.freeCancelHours?.message)} inputMode="numeric" autoComplete="off" {...register('freeCancelHours')} />
        </FormField>
        <FormField id={ids.lateCancelFee} label="Late-cancellation fee (AED)" error={errors.lateCancelFee?.message}>
          <Input {...fieldControlProps(ids.lateCancelFee, errors.lateCancelFee?.message)} inputMode="decimal" placeholder="0.00" autoComplete="off" {...register('lateCancelFee')} />
        </FormField>
        <FormField id={ids.noShowFee} label="No-show fee (AED)" error={errors.noShowFee?.message}>
          <Input {...fieldControlProps(ids.noShowFee, errors.noShowFee?.message)} inputMode="decimal" placeholder="0.00" autoComplete="off" {...register('noShowFee')} />
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-2 font-medium text-forest-800">
        <input type="checkbox" className="size-5 accent-forest-800" {...register('confirmOnPayment')} />
        Confirm the booking once the deposit is paid
      </label>
      <p className="text-sm text-muted">
        Unticked, a paid booking waits for your Confirm like any request. Fees are never charged on their own: you charge them from the booking.
      </p>
      <FormDialogActions pending={isSubmitting}>Save policy</FormDialogActions>
    </form>
  );
}
