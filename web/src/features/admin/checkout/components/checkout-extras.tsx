import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

import type { CheckoutForm } from '../utils/checkout-form';
import { fieldOf, type Errors } from '../utils/form-errors';

interface SectionProps {
  prefix: string;
  form: CheckoutForm;
  errors: Errors;
  set: (patch: Partial<CheckoutForm>) => void;
}

/** A discount on the whole sale: an amount or a percentage, and why (the invoice shows it line by line). */
export function DiscountFields({ prefix, form, errors, set }: SectionProps) {
  const value = fieldOf(prefix, errors, 'discount');
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
              set({ discountKind: event.target.value === 'percent' ? 'percent' : 'amount' });
            }}
          >
            <option value="amount">Amount (AED)</option>
            <option value="percent">Percentage (%)</option>
          </Select>
        </div>
        <FormField id={value.id} label={form.discountKind === 'percent' ? 'Discount (%)' : 'Discount (AED)'} error={value.error}>
          <Input
            {...value.control}
            inputMode="decimal"
            value={form.discount}
            className="tabular-nums"
            onChange={(event) => {
              set({ discount: event.target.value });
            }}
          />
        </FormField>
      </div>
      {form.discount.trim() !== '' ? (
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
  const cash = fieldOf(prefix, errors, 'tips.cash');
  const card = fieldOf(prefix, errors, 'tips.card');
  const therapist = fieldOf(prefix, errors, 'tips.therapistShare');
  const spa = fieldOf(prefix, errors, 'tips.spaShare');
  const sharesId = `${prefix}-own-shares`;
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl text-forest-800">Tips</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={cash.id} label="Cash tips (AED)" error={cash.error}>
          <Input
            {...cash.control}
            inputMode="decimal"
            value={form.tipsCash}
            className="tabular-nums"
            onChange={(event) => {
              set({ tipsCash: event.target.value });
            }}
          />
        </FormField>
        <FormField id={card.id} label="Card tips (AED)" error={card.error}>
          <Input
            {...card.control}
            inputMode="decimal"
            value={form.tipsCard}
            className="tabular-nums"
            onChange={(event) => {
              set({ tipsCard: event.target.value });
            }}
          />
        </FormField>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <input
          id={sharesId}
          type="checkbox"
          className="size-5 accent-forest-800"
          checked={form.ownShares}
          onChange={(event) => {
            set({ ownShares: event.target.checked });
          }}
        />
        <label htmlFor={sharesId}>Share the tips other than 60 % therapist, 40 % spa</label>
      </p>
      {form.ownShares ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={therapist.id} label="Therapist's share (AED)" error={therapist.error}>
            <Input
              {...therapist.control}
              inputMode="decimal"
              value={form.therapistShare}
              className="tabular-nums"
              onChange={(event) => {
                set({ therapistShare: event.target.value });
              }}
            />
          </FormField>
          <FormField id={spa.id} label="Spa's share (AED)" error={spa.error}>
            <Input
              {...spa.control}
              inputMode="decimal"
              value={form.spaShare}
              className="tabular-nums"
              onChange={(event) => {
                set({ spaShare: event.target.value });
              }}
            />
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}
