import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

import { AmountField } from './amount-field';
import { CheckboxLine } from './checkbox-line';
import { CodeField } from './checkout-payment';
import type { CheckoutForm } from '../utils/checkout-form';
import { fieldOf, type Errors } from '../utils/form-errors';

interface SectionProps {
  prefix: string;
  form: CheckoutForm;
  errors: Errors;
  set: (patch: Partial<CheckoutForm>) => void;
}

/**
 * A discount on the whole sale: an amount or a percentage, and why (the invoice shows it line by line); or a
 * member's code, whose membership's member discount the server takes, naming it as the reason.
 */
export function DiscountFields({ prefix, form, errors, set }: SectionProps) {
  const reason = fieldOf(prefix, errors, 'discount.reason');
  const kindId = `${prefix}-discount-kind`;
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl text-forest-800">Discount</legend>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-2">
          <label htmlFor={kindId} className="block text-sm font-semibold text-forest-800">
            Discount as
          </label>
          <Select
            id={kindId}
            value={form.discountKind}
            onChange={(event) => {
              const kind = event.target.value;
              set({ discountKind: kind === 'percent' || kind === 'member' ? kind : 'amount' });
            }}
          >
            <option value="amount">Amount (AED)</option>
            <option value="percent">Percentage (%)</option>
            <option value="member">Member&apos;s code</option>
          </Select>
        </div>
        {form.discountKind === 'member' ? (
          <CodeField
            prefix={prefix}
            errors={errors}
            name="discount"
            label="Membership code"
            value={form.discount}
            onChange={(discount) => {
              set({ discount });
            }}
          />
        ) : (
          <AmountField
            prefix={prefix}
            errors={errors}
            name="discount"
            label={form.discountKind === 'percent' ? 'Discount (%)' : 'Discount (AED)'}
            value={form.discount}
            onChange={(discount) => {
              set({ discount });
            }}
          />
        )}
      </div>
      {form.discount.trim() !== '' && form.discountKind !== 'member' ? (
        <FormField id={reason.id} label="Reason for the discount" error={reason.error}>
          <Input
            {...reason.control}
            value={form.discountReason}
            maxLength={500}
            onChange={(event) => {
              set({ discountReason: event.target.value });
            }}
          />
        </FormField>
      ) : null}
    </fieldset>
  );
}

/**
 * Tips in cash and by card. They are not part of the invoice's total: the therapist keeps 60 % and the spa 40 %
 * unless the desk enters other shares, which must add up to the tips.
 */
export function TipsFields({ prefix, form, errors, set }: SectionProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl text-forest-800">Tips</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <AmountField
          prefix={prefix}
          errors={errors}
          name="tips.cash"
          label="Cash tips (AED)"
          value={form.tipsCash}
          onChange={(tipsCash) => {
            set({ tipsCash });
          }}
        />
        <AmountField
          prefix={prefix}
          errors={errors}
          name="tips.card"
          label="Card tips (AED)"
          value={form.tipsCard}
          onChange={(tipsCard) => {
            set({ tipsCard });
          }}
        />
      </div>
      <CheckboxLine
        id={`${prefix}-own-shares`}
        label="Share the tips other than 60 % therapist, 40 % spa"
        checked={form.ownShares}
        onChange={(ownShares) => {
          set({ ownShares });
        }}
      />
      {form.ownShares ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <AmountField
            prefix={prefix}
            errors={errors}
            name="tips.therapistShare"
            label="Therapist's share (AED)"
            value={form.therapistShare}
            onChange={(therapistShare) => {
              set({ therapistShare });
            }}
          />
          <AmountField
            prefix={prefix}
            errors={errors}
            name="tips.spaShare"
            label="Spa's share (AED)"
            value={form.spaShare}
            onChange={(spaShare) => {
              set({ spaShare });
            }}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
