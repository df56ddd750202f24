import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';

import { useTeamNames } from '../api/get-team-names';
import { incomeNameMax, type IncomeFormField, type IncomeFormValues } from '../api/income-form';
import { incomeServices, incomeSources } from '../utils/income-choices';

/** A required field's label: the asterisk is seen, the input's aria-required is heard. */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </>
  );
}

/** The amounts of an invoice, by field, with their labels (step 0.01, minimum 0, blank = 0). */
const amountLabels: { field: IncomeFormField; label: string }[] = [
  { field: 'cashAmount', label: 'Service Cash (AED)' },
  { field: 'visaAmount', label: 'Service Card (AED)' },
  { field: 'commissionAmount', label: 'Commission (AED)' },
  { field: 'tipsCashAmount', label: 'Cash Tips (AED)' },
  { field: 'tipsCardAmount', label: 'Card Tips (AED)' },
  { field: 'tipsVat', label: 'Tips VAT (AED)' },
  { field: 'therapistTipShare', label: 'Therapist Tip Share (AED)' },
  { field: 'spaTipShare', label: 'Spa Tip Share (AED)' },
  { field: 'expensesAmount', label: 'Expenses / Disposables (AED)' },
];

/**
 * The fields of an invoice, shared by the Add New Invoice form and the edit dialog: labels, the
 * choices, the numeric rules, and each field's error tied to it with aria-describedby.
 * `afterTips` is shown after the card tips (the edit dialog's read-only tips total).
 */
export function IncomeFormFields({
  idPrefix,
  register,
  errors,
  afterTips,
  hints,
}: {
  idPrefix: string;
  register: UseFormRegister<IncomeFormValues>;
  errors: FieldErrors<IncomeFormValues>;
  afterTips?: ReactNode;
  /** A short help text under some fields, e.g. the suggested commission. */
  hints?: Partial<Record<IncomeFormField, string>>;
}) {
  const id = (field: IncomeFormField) => `${idPrefix}-${field}`;
  const team = useTeamNames();
  const error = (field: IncomeFormField) => errors[field]?.message;
  const control = (field: IncomeFormField) => fieldControlProps(id(field), error(field));
  const hint = (field: IncomeFormField) => {
    const text = hints?.[field];
    return text ? (
      <p id={`${id(field)}-hint`} className="text-xs text-muted">
        {text}
      </p>
    ) : null;
  };
  const describedBy = (field: IncomeFormField) => {
    const parts = [error(field) ? `${id(field)}-error` : '', hints?.[field] ? `${id(field)}-hint` : ''].filter(Boolean);
    return parts.length > 0 ? { 'aria-describedby': parts.join(' ') } : {};
  };

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <FormField id={id('transactionDate')} label={<Required>Date</Required>} error={error('transactionDate')}>
          <Input {...control('transactionDate')} type="date" aria-required="true" {...register('transactionDate')} />
        </FormField>
        <FormField id={id('source')} label={<Required>Source</Required>} error={error('source')}>
          <Select {...control('source')} aria-required="true" {...register('source')}>
            <option value="" disabled>
              Choose a source
            </option>
            <SelectOptions values={incomeSources} />
          </Select>
        </FormField>
        <FormField id={id('customerName')} label={<Required>Customer Name</Required>} error={error('customerName')}>
          <Input {...control('customerName')} aria-required="true" autoComplete="off" maxLength={incomeNameMax} {...register('customerName')} />
        </FormField>
        <FormField id={id('serviceName')} label={<Required>Service</Required>} error={error('serviceName')}>
          <Select {...control('serviceName')} aria-required="true" {...register('serviceName')}>
            <option value="" disabled>
              Choose a service
            </option>
            <SelectOptions values={incomeServices} />
          </Select>
        </FormField>
        <FormField id={id('serviceCategory')} label="Service Category (optional)" error={error('serviceCategory')}>
          <Input {...control('serviceCategory')} autoComplete="off" maxLength={incomeNameMax} {...register('serviceCategory')} />
        </FormField>
        <FormField id={id('therapistName')} label={<Required>Therapist Name</Required>} error={error('therapistName')}>
          {/* The team's names are offered; any other name is kept, as invoices from before the team have them. */}
          <Input
            {...control('therapistName')}
            aria-required="true"
            autoComplete="off"
            maxLength={incomeNameMax}
            list={`${id('therapistName')}-team`}
            {...register('therapistName')}
          />
          <datalist id={`${id('therapistName')}-team`}>
            {(team.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </FormField>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-forest-800">Amounts (blank counts as 0)</legend>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {amountLabels.map(({ field, label }) => (
            <div key={field} className="contents">
              <FormField id={id(field)} label={label} error={error(field)}>
                <Input
                  {...control(field)}
                  {...describedBy(field)}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  placeholder="0.00"
                  {...register(field)}
                />
                {hint(field)}
              </FormField>
              {field === 'tipsCardAmount' ? afterTips : null}
            </div>
          ))}
          <FormField id={id('commissionPercentage')} label="Commission (%)" error={error('commissionPercentage')}>
            <Input
              {...control('commissionPercentage')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max="100"
              {...register('commissionPercentage')}
            />
          </FormField>
        </div>
      </fieldset>
      <FormField id={id('notes')} label="Notes (optional)" error={error('notes')}>
        <Textarea {...control('notes')} rows={3} {...register('notes')} />
      </FormField>
    </div>
  );
}
