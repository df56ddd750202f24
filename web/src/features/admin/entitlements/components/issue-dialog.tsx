import { useId, useState, type SyntheticEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { entitlementKinds, useIssueEntitlement, type Entitlement, type EntitlementInput, type EntitlementKind } from '../api/entitlements';
import { issueProblems, kindNames, paidByNames, type IssueField, type IssueForm } from '../utils/entitlement-words';
import { CoversSelect } from './covers-select';

const blank: IssueForm = {
  kind: 'gift_card',
  holderName: '',
  holderEmail: '',
  recipientName: '',
  recipientEmail: '',
  value: '',
  price: '',
  sessions: '',
  discountPercent: '',
  covers: '',
  expiresOn: '',
  paidBy: '',
};

/** The form as the API takes it: only the fields of its kind, the optional ones left out when blank. */
function inputOf(form: IssueForm): EntitlementInput {
  const input: EntitlementInput = {
    kind: form.kind,
    holderName: form.holderName.trim(),
    holderEmail: form.holderEmail.trim(),
    paidBy: form.paidBy === 'cash' ? 'cash' : 'card', // issueProblems has made sure one was chosen
  };
  if (form.recipientName.trim() !== '') input.recipientName = form.recipientName.trim();
  if (form.recipientEmail.trim() !== '') input.recipientEmail = form.recipientEmail.trim();
  if (form.expiresOn !== '') input.expiresOn = form.expiresOn;
  if (form.kind === 'gift_card') {
    input.value = form.value.trim();
    return input;
  }
  input.price = form.price.trim();
  input.sessions = form.sessions.trim();
  if (form.kind === 'membership' && form.discountPercent.trim() !== '') input.discountPercent = form.discountPercent.trim();
  if (form.covers.startsWith('service:')) input.serviceId = Number(form.covers.slice('service:'.length));
  else if (form.covers.startsWith('category:')) input.category = form.covers.slice('category:'.length);
  return input;
}

/**
 * Sell a gift card, a package or a membership at the desk: its holder, what it holds, its last valid day (a year
 * from today unless picked) and how the buyer paid. The server opens its ledger with the sale, gives it its code
 * and, for a package or a membership (a supply, taxed when sold), issues its tax invoice at once. Its refusals
 * are told at their fields.
 */
export function IssueDialog({ onClose, onIssued }: { onClose: () => void; onIssued: (entitlement: Entitlement) => void }) {
  const id = useId();
  const [form, setForm] = useState<IssueForm>(blank);
  const [errors, setErrors] = useState<Partial<Record<IssueField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const issue = useIssueEntitlement();
  const giftCard = form.kind === 'gift_card';
  const fieldId = (field: IssueField) => `${id}-${field}`;
  const set = (change: Partial<IssueForm>) => {
    setForm((current) => ({ ...current, ...change }));
  };

  const show = (found: Partial<Record<IssueField, string>>) => {
    setErrors(found);
    const first = issueFieldOrder.find((field) => found[field] !== undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = issueProblems(form);
    if (Object.keys(problems).length > 0) {
      show(problems);
      return;
    }
    setErrors({});
    try {
      const made = await issue.mutateAsync(inputOf(form));
      toast({ title: `${kindNames[made.kind]} Issued`, description: `${made.code} for ${made.holderName}` });
      onIssued(made);
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      const fields = apiFieldErrors(error);
      // The server names the service and the category fields apart; the form has one choice for both.
      const placed: Partial<Record<IssueField, string>> = {};
      for (const [field, message] of Object.entries(fields)) {
        const at = field === 'serviceId' || field === 'category' ? 'covers' : field;
        if ((issueFieldOrder as readonly string[]).includes(at)) placed[at as IssueField] = message;
      }
      if (Object.keys(placed).length > 0) show(placed);
      else setFailure(apiErrorMessage(error) ?? 'It was not issued. Please try again.');
    }
  };

  const text = (field: IssueField, label: string, props: Partial<React.ComponentProps<typeof Input>> = {}) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]}>
      <Input
        {...fieldControlProps(fieldId(field), errors[field])}
        autoComplete="off"
        value={form[field]}
        onChange={(e) => { set({ [field]: e.target.value }); }}
        {...props}
      />
    </FormField>
  );

  return (
    <FormDialog
      title="Issue Gift Card or Package"
      description="Records the sale as the first entry of its ledger. A package or membership gets its tax invoice now (VAT is due when it is sold); a gift card's VAT is due when it pays for a treatment."
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <FormField id={fieldId('kind')} label="Kind" error={errors.kind}>
          <Select {...fieldControlProps(fieldId('kind'), errors.kind)} value={form.kind} onChange={(e) => { set({ kind: e.target.value as EntitlementKind }); }}>
            {entitlementKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindNames[kind]}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('holderName', "Holder's name", { required: true, maxLength: 100 })}
          {text('holderEmail', "Holder's e-mail", { required: true, type: 'email', maxLength: 254 })}
          {text('recipientName', "Recipient's name (Optional)", { maxLength: 100 })}
          {text('recipientEmail', "Recipient's e-mail (Optional)", { type: 'email', maxLength: 254 })}
          {giftCard ? (
            text('value', 'Value (AED)', { required: true, inputMode: 'decimal', placeholder: '0.00' })
          ) : (
            <>
              {text('sessions', 'Sessions', { required: true, inputMode: 'numeric' })}
              {text('price', 'Price paid (AED)', { required: true, inputMode: 'decimal', placeholder: '0.00' })}
              {form.kind === 'membership'
                ? text('discountPercent', 'Member discount % on other services (Optional)', { inputMode: 'decimal', placeholder: '0' })
                : null}
              <CoversSelect id={fieldId('covers')} value={form.covers} error={errors.covers} onChange={(covers) => { set({ covers }); }} />
            </>
          )}
          {text('expiresOn', 'Valid until (Optional: a year from today)', { type: 'date' })}
          <FormField id={fieldId('paidBy')} label="Paid by" error={errors.paidBy}>
            <Select
              {...fieldControlProps(fieldId('paidBy'), errors.paidBy)}
              required
              value={form.paidBy}
              onChange={(e) => { set({ paidBy: e.target.value === 'cash' || e.target.value === 'card' ? e.target.value : '' }); }}
            >
              <option value="">Choose cash or card</option>
              <option value="cash">{paidByNames.cash}</option>
              <option value="card">{paidByNames.card}</option>
            </Select>
          </FormField>
        </div>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <FormDialogActions pending={issue.isPending}>Issue</FormDialogActions>
      </form>
    </FormDialog>
  );
}

const issueFieldOrder = ['kind', 'holderName', 'holderEmail', 'recipientName', 'recipientEmail', 'value', 'sessions', 'price', 'discountPercent', 'covers', 'expiresOn', 'paidBy'] as const satisfies readonly IssueField[];
