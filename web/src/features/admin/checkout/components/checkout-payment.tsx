import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

import { AmountField } from './amount-field';
import { CheckboxLine } from './checkbox-line';
import type { CheckoutForm, PaymentMode } from '../utils/checkout-form';
import { fieldOf, type Errors } from '../utils/form-errors';

interface SectionProps {
  prefix: string;
  form: CheckoutForm;
  errors: Errors;
  set: (patch: Partial<CheckoutForm>) => void;
}

const modes: { value: PaymentMode; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'split', label: 'Split: cash and card' },
];

/**
 * How the guest pays: cash, card, or split between the two, an amount each; a package's or membership's sessions, and
 * a gift card, for some or all.
 */
export function PaymentFields({ prefix, form, errors, set }: SectionProps) {
  const shows = (method: 'cash' | 'card') => form.paymentMode === 'split' || form.paymentMode === method;
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl text-forest-800">Payment</legend>
      {errors.payments ? <p className="text-sm font-medium text-danger">{errors.payments}</p> : null}
      <div role="radiogroup" aria-label="Paid by" className="flex flex-wrap gap-x-5 gap-y-2">
        {modes.map((mode) => (
          <label key={mode.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${prefix}-payment-mode`}
              value={mode.value}
              className="size-5 accent-forest-800"
              checked={form.paymentMode === mode.value}
              onChange={() => {
                set({ paymentMode: mode.value });
              }}
            />
            {mode.label}
          </label>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {shows('cash') ? (
          <AmountField
            prefix={prefix}
            errors={errors}
            name="payments.cash"
            label="Paid in cash (AED)"
            value={form.cash}
            onChange={(cash) => {
              set({ cash });
            }}
          />
        ) : null}
        {shows('card') ? (
          <AmountField
            prefix={prefix}
            errors={errors}
            name="payments.card"
            label="Paid by card (AED)"
            value={form.card}
            onChange={(card) => {
              set({ card });
            }}
          />
        ) : null}
      </div>
      <PackageFields prefix={prefix} form={form} errors={errors} set={set} />
      <GiftCardFields prefix={prefix} form={form} errors={errors} set={set} />
    </fieldset>
  );
}

/** The code field of a gift card, package or membership, as the guest reads it out. */
/** A code typed as printed (a gift card's, a package's or a member's), shown in its own spacing. */
export function CodeField({ prefix, errors, name, label, value, onChange }: Omit<SectionProps, 'form' | 'set'> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const code = fieldOf(prefix, errors, name);
  return (
    <FormField id={code.id} label={label} error={code.error}>
      <Input
        {...code.control}
        value={value}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        placeholder="XXXX-XXXX-XXXX-XXXX-X"
        className="font-mono uppercase"
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </FormField>
  );
}

/**
 * A package or membership that pays with sessions: each session pays in full one treatment it covers (its own
 * invoice, when it was sold, charged their VAT), so the sale's lines of those treatments come to nothing.
 */
function PackageFields({ prefix, form, errors, set }: SectionProps) {
  const sessions = fieldOf(prefix, errors, 'payments.package');
  return (
    <>
      <CheckboxLine
        id={`${prefix}-package`}
        label="A package or membership pays with sessions"
        checked={form.package}
        onChange={(checked) => {
          set({ package: checked });
        }}
      />
      {form.package ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <CodeField
            prefix={prefix}
            errors={errors}
            name="payments.packageCode"
            label="Package or membership code"
            value={form.packageCode}
            onChange={(packageCode) => {
              set({ packageCode });
            }}
          />
          <FormField id={sessions.id} label="Sessions it pays" error={sessions.error}>
            <Input
              {...sessions.control}
              value={form.packageSessions}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
              onChange={(event) => {
                set({ packageSessions: event.target.value });
              }}
            />
          </FormField>
        </div>
      ) : null}
    </>
  );
}

/** A gift card that pays some or all of the sale: its code as the guest reads it out, and how much it pays. */
function GiftCardFields({ prefix, form, errors, set }: SectionProps) {
  return (
    <>
      <CheckboxLine
        id={`${prefix}-gift-card`}
        label="A gift card pays some or all of it"
        checked={form.giftCard}
        onChange={(checked) => {
          set({ giftCard: checked });
        }}
      />
      {form.giftCard ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <CodeField
            prefix={prefix}
            errors={errors}
            name="payments.giftCardCode"
            label="Gift card code"
            value={form.giftCardCode}
            onChange={(giftCardCode) => {
              set({ giftCardCode });
            }}
          />
          <AmountField
            prefix={prefix}
            errors={errors}
            name="payments.giftCard"
            label="Paid by gift card (AED)"
            value={form.giftCardAmount}
            onChange={(giftCardAmount) => {
              set({ giftCardAmount });
            }}
          />
        </div>
      ) : null}
    </>
  );
}

/** Whether the desk asks for a full tax invoice, and the buyer's details it names when it does (or must). */
export function BuyerFields({
  prefix,
  form,
  errors,
  set,
  required,
  threshold,
}: SectionProps & { required: 'asked' | 'needed' | null; threshold: string }) {
  const name = fieldOf(prefix, errors, 'buyer.name');
  const address = fieldOf(prefix, errors, 'buyer.address');
  const trn = fieldOf(prefix, errors, 'buyer.trn');
  const buyer = (patch: Partial<CheckoutForm['buyer']>) => {
    set({ buyer: { ...form.buyer, ...patch } });
  };
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl text-forest-800">Invoice</legend>
      <CheckboxLine
        id={`${prefix}-full-invoice`}
        label="Full tax invoice (the guest gives a company name, address and TRN)"
        checked={form.fullInvoice}
        onChange={(fullInvoice) => {
          set({ fullInvoice });
        }}
      />
      {required === 'needed' ? <p className="text-sm text-muted">Above AED {threshold} the tax invoice names the buyer: enter the buyer's details.</p> : null}
      {required ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={name.id} label="Buyer's name" error={name.error}>
            <Input
              {...name.control}
              value={form.buyer.name}
              maxLength={200}
              autoComplete="organization"
              onChange={(event) => {
                buyer({ name: event.target.value });
              }}
            />
          </FormField>
          <FormField id={trn.id} label="Buyer's TRN (15 digits, if registered for VAT)" error={trn.error}>
            <Input
              {...trn.control}
              inputMode="numeric"
              value={form.buyer.trn}
              maxLength={15}
              onChange={(event) => {
                buyer({ trn: event.target.value });
              }}
            />
          </FormField>
          <FormField id={address.id} label="Buyer's address" error={address.error} className="sm:col-span-2">
            <Textarea
              {...address.control}
              value={form.buyer.address}
              rows={2}
              maxLength={500}
              onChange={(event) => {
                buyer({ address: event.target.value });
              }}
            />
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}
