import { useId, useState, type ComponentProps, type SyntheticEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { offerKinds, useAddOffer, useUpdateOffer, type Offer, type OfferKind } from '../api/offers';
import { blankOffer, offerFieldOf, offerFieldOrder, offerFormOf, offerInputOf, offerKindName, offerProblems, type OfferField, type OfferForm } from '../utils/offer-form';
import { CoversSelect } from './covers-select';

/**
 * Add a package or a membership to sell online, or change one (`offer`): its kind, its names in English and Arabic,
 * what it covers, its sessions and price, a package's months or a membership's member discount, and whether it is on
 * sale on the Packages page. Checked here as the server checks it; the server's refusals show at their fields.
 */
export function OfferDialog({ offer, onClose }: { offer?: Offer | undefined; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState<OfferForm>(offer ? offerFormOf(offer) : blankOffer);
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddOffer();
  const update = useUpdateOffer();
  const pending = add.isPending || update.isPending;
  const membership = form.kind === 'membership';
  const fieldId = (field: OfferField) => `${id}-${field}`;
  const set = (change: Partial<OfferForm>) => {
    setForm((current) => ({ ...current, ...change }));
  };

  const show = (found: Partial<Record<OfferField, string>>) => {
    setErrors(found);
    const first = offerFieldOrder.find((field) => found[field] !== undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = offerProblems(form);
    if (Object.keys(problems).length > 0) {
      show(problems);
      return;
    }
    setErrors({});
    try {
      const input = offerInputOf(form);
      const saved = offer ? await update.mutateAsync({ id: offer.id, input }) : await add.mutateAsync(input);
      toast({
        title: offer ? 'Offer Saved' : 'Offer Added',
        description: `${saved.name}: ${saved.online ? 'on sale on the Packages page' : 'not on sale online'}.`,
      });
      onClose();
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      const placed: Partial<Record<OfferField, string>> = {};
      for (const [field, message] of Object.entries(apiFieldErrors(error))) {
        const at = offerFieldOf(field);
        if (at !== null && placed[at] === undefined) placed[at] = message;
      }
      if (Object.keys(placed).length > 0) show(placed);
      else setFailure(apiErrorMessage(error) ?? 'The offer was not saved. Please try again.');
    }
  };

  const text = (field: Exclude<OfferField, 'kind' | 'covers'>, label: string, props: Partial<ComponentProps<typeof Input>> = {}) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]}>
      <Input
        {...fieldControlProps(fieldId(field), errors[field])}
        autoComplete="off"
        value={form[field]}
        onChange={(e) => {
          set({ [field]: e.target.value });
        }}
        {...props}
      />
    </FormField>
  );

  return (
    <FormDialog
      title={offer ? 'Edit Offer' : 'Add Offer'}
      description="A package or membership guests may buy on the Packages page while it is on sale online. A change applies to later purchases only: what was bought keeps what it was sold with."
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <FormField id={fieldId('kind')} label="Kind" error={errors.kind}>
          <Select
            {...fieldControlProps(fieldId('kind'), errors.kind)}
            value={form.kind}
            onChange={(e) => {
              set({ kind: e.target.value === 'membership' ? 'membership' : ('package' satisfies OfferKind) });
            }}
          >
            {offerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {offerKindName(kind)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('name', 'Name (English)', { required: true, maxLength: 80, placeholder: 'Five massages' })}
          {text('nameAr', 'Name (Arabic, optional)', { maxLength: 80, dir: 'rtl', lang: 'ar' })}
          <CoversSelect id={fieldId('covers')} value={form.covers} error={errors.covers} onChange={(covers) => { set({ covers }); }} />
          {text('sessions', membership ? 'Sessions each month' : 'Sessions', { required: true, inputMode: 'numeric' })}
          {text('price', membership ? 'Price a month (AED, VAT included)' : 'Price (AED, VAT included)', { required: true, inputMode: 'decimal', placeholder: '0.00' })}
          {membership
            ? text('discountPercent', 'Member discount % on other services (Optional)', { inputMode: 'decimal', placeholder: '0' })
            : text('validMonths', 'Valid for (months)', { required: true, inputMode: 'numeric' })}
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold text-forest-800">
          <input
            type="checkbox"
            className="size-5 accent-forest-800"
            checked={form.online}
            onChange={(e) => {
              set({ online: e.target.checked });
            }}
          />
          On sale online
        </label>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <FormDialogActions pending={pending}>{offer ? 'Save Offer' : 'Add Offer'}</FormDialogActions>
      </form>
    </FormDialog>
  );
}
