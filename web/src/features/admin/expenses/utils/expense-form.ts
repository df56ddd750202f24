import { z } from '@/lib/zod';

import { formatFils, parseFils } from '@/lib/fils';
import type { Expense, ExpenseInput, ExpensePayment } from '../api/expenses';
import type { ExpenseTexts } from './expense-texts';

/** The categories the form suggests (dayspa.ExpenseCategories); the owner may type her own. */
export const expenseCategories = ['products', 'laundry', 'rent', 'utilities', 'salaries', 'marketing', 'other'] as const;

export const expensePayments = ['cash', 'card', 'bank_transfer', 'other'] as const satisfies readonly ExpensePayment[];

/** The server's limits (expense.go). */
export const expenseLimits = { categoryMax: 60, supplierMax: 100, noteMax: 2000, amountMaxFils: 100_000_000 } as const;

/** The form's values, as typed. */
export interface ExpenseFormValues {
  date: string;
  category: string;
  supplier: string;
  amount: string;
  vat: string;
  paymentMethod: string;
  note: string;
}

export const expenseFields = ['date', 'category', 'supplier', 'amount', 'vat', 'paymentMethod', 'note'] as const;

export function emptyExpenseForm(today: string): ExpenseFormValues {
  return { date: today, category: '', supplier: '', amount: '', vat: '', paymentMethod: 'cash', note: '' };
}

export function expenseFormValues(expense: Expense): ExpenseFormValues {
  return {
    date: expense.date,
    category: expense.category,
    supplier: expense.supplier,
    amount: expense.amount,
    vat: expense.vat === '0.00' ? '' : expense.vat,
    paymentMethod: expense.paymentMethod,
    note: expense.note,
  };
}

const isPayment = (value: string): value is ExpensePayment => (expensePayments as readonly string[]).includes(value);

/**
 * The form's rules, the server's (dayspa.ExpenseInput) in the page's words: the date a real day, a category of
 * 1 to 60 characters, an amount above 0 and at most 1,000,000 AED and a VAT from 0 to the amount, both with at most
 * two decimals, read as integer fils (never a float). The payload carries the amounts as their exact text.
 */
export function expenseFormSchema(texts: ExpenseTexts) {
  const m = texts.errors;
  return z
    .object({
      date: z.string().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), m.date),
      category: z.string().trim().min(1, m.category).max(expenseLimits.categoryMax, m.category),
      supplier: z.string().trim().max(expenseLimits.supplierMax, m.supplier),
      amount: z.string(),
      vat: z.string(),
      paymentMethod: z.string().refine(isPayment, m.paymentMethod),
      note: z.string().trim().max(expenseLimits.noteMax, m.note),
    })
    .superRefine((values, context) => {
      const amount = values.amount.trim() === '' ? null : parseFils(values.amount);
      const amountValid = amount !== null && amount > 0 && amount <= expenseLimits.amountMaxFils;
      if (!amountValid) context.addIssue({ code: 'custom', path: ['amount'], message: m.amount });
      // The VAT is held against the amount only once the amount itself is right: one message at a time.
      const vat = parseFils(values.vat);
      if (vat === null || (amountValid && vat > amount)) context.addIssue({ code: 'custom', path: ['vat'], message: m.vat });
    })
    .transform(
      (values): ExpenseInput => ({
        date: values.date,
        category: values.category,
        supplier: values.supplier,
        amount: formatFils(parseFils(values.amount) ?? 0),
        vat: formatFils(parseFils(values.vat) ?? 0),
        paymentMethod: values.paymentMethod,
        note: values.note,
      }),
    );
}

/** The label of a category: a suggestion's in the page's language, the owner's own as she typed it. */
export function categoryLabel(category: string, texts: ExpenseTexts): string {
  return (expenseCategories as readonly string[]).includes(category) ? texts.categories[category as (typeof expenseCategories)[number]] : category;
}
