import { describe, expect, it } from 'vitest';

import { categoryLabel, emptyExpenseForm, expenseFormSchema, type ExpenseFormValues } from './expense-form';
import { expenseTexts } from './expense-texts';

const texts = expenseTexts.en;
const schema = expenseFormSchema(texts);
const valid: ExpenseFormValues = { ...emptyExpenseForm('2026-11-20'), category: ' laundry ', amount: '120.5', vat: '5.74', supplier: 'Clean Co' };

/** The message of each field the schema refuses. */
function errorsOf(values: Partial<ExpenseFormValues>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('expense form', () => {
  it('sends the amounts as exact two-decimal text and trims the text', () => {
    expect(schema.parse(valid)).toEqual({
      date: '2026-11-20',
      category: 'laundry',
      supplier: 'Clean Co',
      amount: '120.50',
      vat: '5.74',
      paymentMethod: 'cash',
      note: '',
    });
    // A blank VAT is 0; no float ever holds the amount.
    expect(schema.parse({ ...valid, amount: '0.1', vat: '' })).toMatchObject({ amount: '0.10', vat: '0.00' });
    expect(schema.parse({ ...valid, amount: '1000000', vat: '' })).toMatchObject({ amount: '1000000.00' });
  });

  it("refuses what the server refuses, with the server's words", () => {
    expect(errorsOf({ amount: '' })).toEqual({ amount: texts.errors.amount });
    expect(errorsOf({ amount: '0' })).toEqual({ amount: texts.errors.amount });
    expect(errorsOf({ amount: '1.005' })).toEqual({ amount: texts.errors.amount });
    expect(errorsOf({ amount: '-4' })).toEqual({ amount: texts.errors.amount });
    expect(errorsOf({ amount: '1000000.01' })).toEqual({ amount: texts.errors.amount });
    expect(errorsOf({ amount: '10', vat: '10.01' })).toEqual({ vat: texts.errors.vat });
    expect(errorsOf({ vat: 'abc' })).toEqual({ vat: texts.errors.vat });
    expect(errorsOf({ category: '   ' })).toEqual({ category: texts.errors.category });
    expect(errorsOf({ category: 'c'.repeat(61) })).toEqual({ category: texts.errors.category });
    expect(errorsOf({ date: '' })).toEqual({ date: texts.errors.date });
    expect(errorsOf({ paymentMethod: 'cheque' })).toEqual({ paymentMethod: texts.errors.paymentMethod });
    expect(errorsOf({ supplier: 's'.repeat(101) })).toEqual({ supplier: texts.errors.supplier });
    expect(errorsOf({ note: 'n'.repeat(2001) })).toEqual({ note: texts.errors.note });
  });

  it('says the rules in Arabic too', () => {
    const arabic = expenseFormSchema(expenseTexts.ar).safeParse({ ...valid, amount: '' });
    expect(arabic.success).toBe(false);
    expect(arabic.error?.issues[0]?.message).toBe(expenseTexts.ar.errors.amount);
  });

  it("names the suggested categories in the page's language and the owner's own as typed", () => {
    expect(categoryLabel('rent', expenseTexts.en)).toBe('Rent');
    expect(categoryLabel('rent', expenseTexts.ar)).toBe('إيجار');
    expect(categoryLabel('Hammam supplies', expenseTexts.ar)).toBe('Hammam supplies');
  });

  it('has every English text in Arabic', () => {
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && !Array.isArray(v) ? keys(v as object).map((x) => `${k}.${x}`) : [k]));
    expect(keys(expenseTexts.ar).sort()).toEqual(keys(expenseTexts.en).sort());
  });
});
