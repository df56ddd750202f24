import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, showServerFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useCreateExpense, useUpdateExpense, type Expense, type ExpenseInput } from '../api/expenses';
import {
  categoryLabel,
  emptyExpenseForm,
  expenseCategories,
  expenseFields,
  expenseFormSchema,
  expenseFormValues,
  expenseLimits,
  expensePayments,
  type ExpenseFormValues,
} from '../utils/expense-form';
import type { ExpenseTexts } from '../utils/expense-texts';

/**
 * Add or edit an expense in a modal dialog, validated here with the server's rules; a 400 from the server puts
 * its messages under the fields. Mounted only while open, so each opening starts from the expense.
 */
export function ExpenseFormDialog({
  expense,
  today,
  texts,
  onClose,
}: {
  /** The expense to edit; null to add one. */
  expense: Expense | null;
  /** The spa's day, the new expense's date. */
  today: string;
  texts: ExpenseTexts;
  onClose: () => void;
}) {
  return (
    <FormDialog title={expense ? texts.editTitle : texts.addTitle} description={expense ? texts.editDescription : texts.addDescription} onClose={onClose}>
      <ExpenseForm expense={expense} today={today} texts={texts} onDone={onClose} />
    </FormDialog>
  );
}

export function ExpenseForm({ expense, today, texts, onDone }: { expense: Expense | null; today: string; texts: ExpenseTexts; onDone: () => void }) {
  const id = useId();
  const ids = Object.fromEntries(expenseFields.map((field) => [field, `${id}-${field}`])) as Record<(typeof expenseFields)[number], string>;
  const schema = useMemo(() => expenseFormSchema(texts), [texts]);
  const { register, handleSubmit, setError, formState } = useForm<ExpenseFormValues, unknown, ExpenseInput>({
    resolver: zodResolver(schema),
    defaultValues: expense ? expenseFormValues(expense) : emptyExpenseForm(today),
  });
  const { errors, isSubmitting } = formState;
  const create = useCreateExpense();
  const update = useUpdateExpense();

  const save = async (input: ExpenseInput) => {
    try {
      if (expense) {
        await update.mutateAsync({ id: expense.id, input });
        toast({ title: texts.updated, description: `${input.category}: ${input.amount} AED` });
      } else {
        await create.mutateAsync(input);
        toast({ title: texts.created, description: `${input.category}: ${input.amount} AED` });
      }
      onDone();
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      if (!showServerFieldErrors(error, expenseFields, setError)) {
        toast({ title: expense ? texts.notUpdated : texts.notCreated, description: apiErrorMessage(error) ?? texts.tryAgain, variant: 'destructive' });
      }
    }
  };
  const listId = `${id}-categories`;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={ids.date} label={texts.date} error={errors.date?.message}>
          <Input {...fieldControlProps(ids.date, errors.date?.message)} type="date" {...register('date')} />
        </FormField>
        <FormField id={ids.category} label={texts.category} error={errors.category?.message}>
          <Input
            {...fieldControlProps(ids.category, errors.category?.message)}
            list={listId}
            autoComplete="off"
            maxLength={expenseLimits.categoryMax}
            placeholder={texts.categoryHint}
            {...register('category')}
          />
          <datalist id={listId}>
            {expenseCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, texts)}
              </option>
            ))}
          </datalist>
        </FormField>
        <FormField id={ids.amount} label={texts.amount} error={errors.amount?.message}>
          <Input {...fieldControlProps(ids.amount, errors.amount?.message)} inputMode="decimal" placeholder="0.00" autoComplete="off" {...register('amount')} />
        </FormField>
        <FormField id={ids.vat} label={`${texts.vat} (${texts.optional})`} error={errors.vat?.message}>
          <Input {...fieldControlProps(ids.vat, errors.vat?.message)} inputMode="decimal" placeholder="0.00" autoComplete="off" {...register('vat')} />
        </FormField>
        <FormField id={ids.paymentMethod} label={texts.paymentMethod} error={errors.paymentMethod?.message}>
          <Select {...fieldControlProps(ids.paymentMethod, errors.paymentMethod?.message)} {...register('paymentMethod')}>
            {expensePayments.map((method) => (
              <option key={method} value={method}>
                {texts.methods[method]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={ids.supplier} label={`${texts.supplier} (${texts.optional})`} error={errors.supplier?.message}>
          <Input {...fieldControlProps(ids.supplier, errors.supplier?.message)} autoComplete="off" maxLength={expenseLimits.supplierMax} {...register('supplier')} />
        </FormField>
      </div>
      <FormField id={ids.note} label={`${texts.note} (${texts.optional})`} error={errors.note?.message}>
        <Textarea {...fieldControlProps(ids.note, errors.note?.message)} rows={3} maxLength={expenseLimits.noteMax} {...register('note')} />
      </FormField>
      <FormDialogActions pending={isSubmitting}>{expense ? texts.save : texts.addTitle}</FormDialogActions>
    </form>
  );
}
