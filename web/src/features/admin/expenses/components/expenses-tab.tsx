import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPrice } from '@/lib/format';

import { useAdminNav } from '../../shared/api/get-admin-nav';
import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { DataTable, type Column } from '../../shared/components/data-table';
import { formatCalendarDate } from '../../shared/utils/format';
import { queryState } from '../../shared/utils/query-state';
import { noExpenseFilters, useDeleteExpense, useExpenses, type Expense, type ExpenseFilters } from '../api/expenses';
import { categoryLabel, expenseCategories, expenseLimits } from '../utils/expense-form';
import { expenseTexts, pageLanguage, type ExpenseLanguage, type ExpenseTexts } from '../utils/expense-texts';
import { ExpenseFormDialog } from './expense-form-dialog';
import { ExpenseReceiptCell } from './expense-receipt-cell';

/** Which dialog is open: none, Add, Edit of one expense, or Delete of one. */
type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; expense: Expense } | { mode: 'delete'; expense: Expense };

/** An expense as the buttons and the question name it: "laundry, AED 120.50, 2026-11-20". */
const nameOf = (expense: Expense, texts: ExpenseTexts, language: ExpenseLanguage) =>
  `${categoryLabel(expense.category, texts)}, ${formatPrice(expense.amount, language)}, ${expense.date}`;

const columns = (texts: ExpenseTexts, language: ExpenseLanguage, open: (dialog: Dialog) => void): Column<Expense>[] => [
  { id: 'date', header: texts.date, className: 'whitespace-nowrap', cell: (e) => formatCalendarDate(e.date) },
  { id: 'category', header: texts.category, primary: true, className: 'font-semibold text-forest-800', cell: (e) => categoryLabel(e.category, texts) },
  { id: 'supplier', header: texts.supplier, cell: (e) => e.supplier || '—' },
  { id: 'method', header: texts.paymentMethod, cell: (e) => texts.methods[e.paymentMethod] },
  { id: 'amount', header: texts.amountColumn, align: 'end', className: 'whitespace-nowrap tabular-nums', cell: (e) => formatPrice(e.amount, language) },
  { id: 'vat', header: texts.vatColumn, align: 'end', className: 'whitespace-nowrap tabular-nums', cell: (e) => formatPrice(e.vat, language) },
  { id: 'note', header: texts.note, className: 'max-w-xs text-muted', cell: (e) => e.note || '—' },
  { id: 'receipt', header: texts.receipt, cell: (e) => <ExpenseReceiptCell expense={e} what={nameOf(e, texts, language)} texts={texts} /> },
  {
    id: 'actions',
    header: texts.actions,
    align: 'end',
    cell: (e) => (
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="outline" aria-label={texts.editLabel(nameOf(e, texts, language))} onClick={() => { open({ mode: 'edit', expense: e }); }}>
          <Pencil aria-hidden="true" />
          {texts.edit}
        </Button>
        <Button size="sm" variant="outline" aria-label={texts.deleteLabel(nameOf(e, texts, language))} onClick={() => { open({ mode: 'delete', expense: e }); }}>
          <Trash2 aria-hidden="true" />
          {texts.delete}
        </Button>
      </div>
    ),
  },
];

/**
 * The Expenses screen: the spa's recorded spending, filtered by period, category and a search of the supplier
 * and note, newest first and paged by the server; add and edit in a dialog, delete after a question.
 */
export function ExpensesTab({ language = pageLanguage() }: { language?: ExpenseLanguage }) {
  const texts = expenseTexts[language];
  const id = useId();
  const nav = useAdminNav();
  const [filters, setFilters] = useState<ExpenseFilters>(noExpenseFilters);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const addButton = useRef<HTMLButtonElement>(null);
  const badPeriod = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  const list = useExpenses({ ...(badPeriod ? { ...filters, to: '' } : filters), page });
  const remove = useDeleteExpense();
  const today = nav.data?.today ?? new Date().toISOString().slice(0, 10);

  const set = (change: Partial<ExpenseFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const ids = { from: `${id}-from`, to: `${id}-to`, category: `${id}-category`, search: `${id}-search` };

  return (
    <div lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{texts.intro}</p>
        <Button ref={addButton} onClick={() => { setDialog({ mode: 'add' }); }}>
          <Plus aria-hidden="true" />
          {texts.add}
        </Button>
      </div>
      <section aria-labelledby={`${id}-filters`} className="rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
        <h3 id={`${id}-filters`} className="mb-4 text-lg font-semibold text-forest-800">
          {texts.filters}
        </h3>
        <form role="search" aria-labelledby={`${id}-filters`} noValidate onSubmit={(event) => { event.preventDefault(); }} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          <FormField id={ids.from} label={texts.from}>
            <Input {...fieldControlProps(ids.from, undefined)} type="date" value={filters.from} onChange={(event) => { set({ from: event.target.value }); }} />
          </FormField>
          <FormField id={ids.to} label={texts.to} error={badPeriod ? texts.errors.period : undefined}>
            <Input {...fieldControlProps(ids.to, badPeriod ? texts.errors.period : undefined)} type="date" value={filters.to} onChange={(event) => { set({ to: event.target.value }); }} />
          </FormField>
          <FormField id={ids.category} label={texts.category}>
            <Input
              {...fieldControlProps(ids.category, undefined)}
              list={`${id}-category-list`}
              autoComplete="off"
              maxLength={expenseLimits.categoryMax}
              placeholder={texts.allCategories}
              value={filters.category}
              onChange={(event) => { set({ category: event.target.value }); }}
            />
            <datalist id={`${id}-category-list`}>
              {expenseCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category, texts)}
                </option>
              ))}
            </datalist>
          </FormField>
          <FormField id={ids.search} label={texts.search}>
            <Input {...fieldControlProps(ids.search, undefined)} type="search" autoComplete="off" maxLength={100} value={filters.search} onChange={(event) => { set({ search: event.target.value }); }} />
          </FormField>
          <Button type="button" variant="outline" onClick={() => { setFilters(noExpenseFilters); setPage(1); }}>
            {texts.reset}
          </Button>
        </form>
      </section>
      <DataTable
        caption={texts.caption}
        rows={list.data?.rows ?? []}
        columns={columns(texts, language, setDialog)}
        rowKey={(e) => e.id}
        rowData={(e) => ({ 'data-expense-id': e.id })}
        {...queryState(list, texts.caption.toLowerCase())}
        empty={texts.empty}
        busy={list.isFetching}
        paging={{ list, page, update: (change) => { if (change.page !== undefined) setPage(change.page); }, noun: texts.noun, label: texts.pages }}
      />
      {dialog.mode === 'add' || dialog.mode === 'edit' ? (
        <ExpenseFormDialog expense={dialog.mode === 'edit' ? dialog.expense : null} today={today} texts={texts} onClose={() => { setDialog({ mode: 'closed' }); }} />
      ) : null}
      {dialog.mode === 'delete' ? (
        <ConfirmDeleteDialog
          title={texts.deleteTitle}
          question={texts.deleteQuestion(nameOf(dialog.expense, texts, language))}
          pending={remove.isPending}
          onDelete={(done) => { remove.mutate(dialog.expense.id, done); }}
          deleted={{ title: texts.deleted, description: nameOf(dialog.expense, texts, language) }}
          failed={texts.notDeleted}
          onClose={() => { setDialog({ mode: 'closed' }); }}
          focusAfterDelete={() => addButton.current?.focus()}
        />
      ) : null}
    </div>
  );
}
