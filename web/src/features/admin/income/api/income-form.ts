import { z } from '@/lib/zod';

import { formatFils, maxAmountFils, parseFils } from '../utils/fils';
import { defaultCommissionPercentage, isIncomeService, isIncomeSource } from '../utils/income-choices';
import { isDay } from '../utils/income-filters';
import type { IncomeTransaction } from './get-income';

/**
 * The invoice forms' rules and words: the Add New Invoice form and the edit dialog send what this
 * schema gives. The messages are the server's (income.go, Msg*), so a field's error reads the same
 * whichever side finds it.
 */
export const incomeMessages = {
  date: 'Please enter a valid date.',
  source: 'Please select a source.',
  customer: 'Customer name is required.',
  service: 'Please select a service.',
  therapist: 'Therapist name is required.',
  amount: 'Enter an amount from 0 to 1000000 with at most two decimals.',
  percent: 'Enter a percentage from 0 to 100 with at most two decimals.',
  nameLong: 'Must be at most 100 characters.',
} as const;

/** The server's limit on the names (customer, therapist, service category). */
export const incomeNameMax = 100;

/** The amounts a user enters, by their API names; blank counts as 0. */
export const incomeAmountFields = [
  'cashAmount',
  'visaAmount',
  'commissionAmount',
  'tipsCashAmount',
  'tipsCardAmount',
  'tipsVat',
  'therapistTipShare',
  'spaTipShare',
  'expensesAmount',
] as const;

/** Every field the forms send, by its API name. */
export const incomeFormFields = [
  'transactionDate',
  'source',
  'customerName',
  'serviceName',
  'serviceCategory',
  'therapistName',
  ...incomeAmountFields,
  'commissionPercentage',
  'notes',
] as const;

export type IncomeFormField = (typeof incomeFormFields)[number];

/** The forms' values, as typed. */
export type IncomeFormValues = Record<IncomeFormField, string>;

export const isIncomeFormField = (field: string): field is IncomeFormField => (incomeFormFields as readonly string[]).includes(field);

const requiredName = (message: string) => z.string().trim().min(1, message).max(incomeNameMax, incomeMessages.nameLong);

/** An amount as typed -> its API text ("12.5" -> "12.50", '' -> "0.00"). */
const amount = z.string().transform((text, context) => {
  const fils = parseFils(text);
  if (fils === null || fils > maxAmountFils) {
    context.addIssue({ code: 'custom', message: incomeMessages.amount });
    return z.NEVER;
  }
  return formatFils(fils);
});

/** A percentage from 0 to 100 with at most two decimals, as "40.00"; blank is the default 40 (as on the server). */
const percentage = z.string().transform((text, context) => {
  const hundredths = parseFils(text.trim() === '' ? defaultCommissionPercentage : text);
  if (hundredths === null || hundredths > 100_00) {
    context.addIssue({ code: 'custom', message: incomeMessages.percent });
    return z.NEVER;
  }
  return formatFils(hundredths);
});

export const incomeFormSchema = z.object({
  transactionDate: z.string().trim().refine(isDay, incomeMessages.date),
  // Kept as plain text in the payload (every field is text), so not narrowed by a type guard.
  source: z.string().refine((value) => isIncomeSource(value), incomeMessages.source),
  customerName: requiredName(incomeMessages.customer),
  serviceName: z.string().refine((value) => isIncomeService(value), incomeMessages.service),
  serviceCategory: z.string().trim().max(incomeNameMax, incomeMessages.nameLong),
  therapistName: requiredName(incomeMessages.therapist),
  cashAmount: amount,
  visaAmount: amount,
  commissionAmount: amount,
  tipsCashAmount: amount,
  tipsCardAmount: amount,
  tipsVat: amount,
  therapistTipShare: amount,
  spaTipShare: amount,
  expensesAmount: amount,
  commissionPercentage: percentage,
  // The server bounds the notes (without the summary line it writes at their head) and says so.
  notes: z.string().transform((text) => text.replace(/\r\n/g, '\n').trim()),
});

/** The edit dialog's PATCH body: the changed fields, as text. */
export type IncomeChanges = Partial<Record<IncomeFormField, string>>;

/** What the forms send: every value as text, amounts with two decimals (no float ever holds money). */
export type IncomePayload = z.output<typeof incomeFormSchema>;

/** The empty Add New Invoice form: today's date (the spa's), commission at 40%, every amount blank (0). */
export function emptyIncomeForm(today: string): IncomeFormValues {
  return {
    transactionDate: today,
    source: '',
    customerName: '',
    serviceName: '',
    serviceCategory: '',
    therapistName: '',
    cashAmount: '',
    visaAmount: '',
    commissionAmount: '',
    tipsCashAmount: '',
    tipsCardAmount: '',
    tipsVat: '',
    therapistTipShare: '',
    spaTipShare: '',
    expensesAmount: '',
    commissionPercentage: defaultCommissionPercentage,
    notes: '',
  };
}

/** The edit dialog's values: the invoice as stored. */
export function incomeFormValues(t: IncomeTransaction): IncomeFormValues {
  return {
    transactionDate: t.transactionDate,
    source: t.source,
    customerName: t.customerName,
    serviceName: t.serviceName,
    serviceCategory: t.serviceCategory,
    therapistName: t.therapistName,
    cashAmount: t.cashAmount,
    visaAmount: t.visaAmount,
    commissionAmount: t.commissionAmount,
    tipsCashAmount: t.tipsCashAmount,
    tipsCardAmount: t.tipsCardAmount,
    tipsVat: t.tipsVat,
    therapistTipShare: t.therapistTipShare,
    spaTipShare: t.spaTipShare,
    expensesAmount: t.expensesAmount,
    commissionPercentage: t.commissionPercentage,
    notes: stripNotesSummary(t.notes),
  };
}

/**
 * The server writes a summary of the parts at the head of the notes ("Cash: 300.00 | Card: 0.00 | Spa
 * tips: 20.00 | Expenses: 0.00") and rewrites it on every change: the dialog edits only what was typed.
 */
const notesSummaryPattern = /^Cash: -?\d+\.\d\d \| Card: -?\d+\.\d\d \| Spa tips: -?\d+\.\d\d \| Expenses: -?\d+\.\d\d(\r?\n|$)/;

export function stripNotesSummary(notes: string): string {
  return notes.replace(notesSummaryPattern, '').trim();
}

/** A value as the server would store it, for comparing: amounts by their fils, text trimmed. */
function comparable(field: IncomeFormField, value: string): string {
  if ((incomeAmountFields as readonly string[]).includes(field) || field === 'commissionPercentage') {
    const fils = parseFils(value);
    return fils === null ? value.trim() : String(fils);
  }
  return value.replace(/\r\n/g, '\n').trim();
}

/**
 * The PATCH body of the edit dialog (changed fields only): the fields of `after` whose value
 * differs from the invoice as it was ("300" and "300.00" are the same amount).
 */
export function changedIncomeFields(before: IncomeTransaction, after: IncomePayload): IncomeChanges {
  const original = incomeFormValues(before);
  const changes: IncomeChanges = {};
  for (const field of incomeFormFields) {
    if (comparable(field, after[field]) !== comparable(field, original[field])) changes[field] = after[field];
  }
  return changes;
}
