import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGetWithHeaders, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { pageSize, type Page } from '../../shared/utils/pagination';
import { asArray, oneOf, readAmount, readFields, readNumber, readString, totalCount, type FieldReader } from '../../shared/utils/parse';

/** An expense as the server answers it: amounts are decimal strings ("120.50"). */
export type Expense = ApiSchema<'Expense'>;
export type ExpenseInput = Required<ApiSchema<'ExpenseInput'>>;
export type ExpensePayment = ApiSchema<'ExpensePayment'>;
export type Receipt = ApiSchema<'Receipt'>;

const payments: readonly ExpensePayment[] = ['cash', 'card', 'bank_transfer', 'other'];
const receiptTypes: readonly Receipt['contentType'][] = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** The supplier's invoice of an expense, or null when none is attached. */
const readReceipt: FieldReader<Receipt | null> = (record, key, what) =>
  record[key] === null || record[key] === undefined
    ? null
    : readFields(record[key], `${what}: ${key}`, { name: readString, contentType: oneOf(receiptTypes), size: readNumber, uploadedAt: readString });

export function parseExpense(data: unknown, what: string): Expense {
  return readFields(data, what, {
    id: readNumber, date: readString, category: readString, supplier: readString, amount: readAmount, vat: readAmount,
    paymentMethod: oneOf(payments), note: readString, receipt: readReceipt, createdAt: readString, updatedAt: readString,
  });
}

/** The list's filters, as the screen keeps them ('' is no filter). */
export interface ExpenseFilters {
  from: string;
  to: string;
  category: string;
  search: string;
}

export const noExpenseFilters: ExpenseFilters = { from: '', to: '', category: '', search: '' };

export interface ExpenseQuery extends ExpenseFilters {
  page: number;
}

export function expensesPath({ page, ...filters }: ExpenseQuery): string {
  const query = new URLSearchParams({ page: String(page), limit: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') query.set(key, value.trim());
  return `${adminKeys.expenses[0]}?${query.toString()}`;
}

/** One page of expenses, newest first, filtered by the server; the total of all that match is X-Total-Count. */
export async function getExpenses(query: ExpenseQuery, { signal }: { signal?: AbortSignal } = {}): Promise<Page<Expense>> {
  const what = 'GET /api/admin/expenses';
  const { data, headers } = await apiGetWithHeaders(expensesPath(query), signal ? { signal } : {});
  const rows = asArray(data, what).map((item) => parseExpense(item, what));
  return { rows, total: totalCount(headers, rows.length) };
}

/** Never cached, not retried, as the income list; the previous page stays on screen while the next loads. */
export function expensesQueryOptions(query: ExpenseQuery) {
  return queryOptions({
    queryKey: [...adminKeys.expenses, query] as const,
    queryFn: ({ signal }) => getExpenses(query, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useExpenses(query: ExpenseQuery) {
  return useQuery(expensesQueryOptions(query));
}

const itemPath = (id: number) => `${adminKeys.expenses[0]}/${encodeURIComponent(String(id))}`;

export async function createExpense(input: ExpenseInput): Promise<Expense> {
  return parseExpense(await apiSend('POST', adminKeys.expenses[0], input), 'POST /api/admin/expenses');
}

export async function updateExpense({ id, input }: { id: number; input: ExpenseInput }): Promise<Expense> {
  return parseExpense(await apiSend('PATCH', itemPath(id), input), 'PATCH /api/admin/expenses/{id}');
}

export async function deleteExpense(id: number): Promise<void> {
  await apiSend('DELETE', itemPath(id));
}

/** Where the receipt's file is read (shown in the browser; `?download=1` saves it), replaced and removed. */
export const receiptPath = (id: number) => `${itemPath(id)}/receipt`;

/** The kinds of file the server takes as a receipt, for the file picker (the server reads the content). */
export const receiptAccept = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

/**
 * `PUT /api/admin/expenses/{id}/receipt` (multipart `file`): a PDF, JPEG, PNG or WebP, checked by its content;
 * it replaces the receipt before. Answers the expense.
 */
export async function uploadReceipt({ id, file }: { id: number; file: File }): Promise<Expense> {
  const form = new FormData();
  form.set('file', file);
  return parseExpense(await apiSend('PUT', receiptPath(id), form), 'PUT /api/admin/expenses/{id}/receipt');
}

/** `DELETE /api/admin/expenses/{id}/receipt`: the expense keeps no receipt; its file goes. */
export async function removeReceipt(id: number): Promise<Expense> {
  return parseExpense(await apiSend('DELETE', receiptPath(id)), 'DELETE /api/admin/expenses/{id}/receipt');
}

/** After a change: the list, and the Income summary whose spending follows the expenses. */
function useRefreshExpenses() {
  const queryClient = useQueryClient();
  return () => Promise.all([adminKeys.expenses, adminKeys.incomeSummary].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({ mutationKey: adminMutationKeys.createExpense, mutationFn: createExpense, onSuccess: refresh });
}

export function useUpdateExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({ mutationKey: adminMutationKeys.updateExpense, mutationFn: updateExpense, onSuccess: refresh });
}

/** Refreshes even after a failure: a 404 means it is gone already. */
export function useDeleteExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({ mutationKey: adminMutationKeys.deleteExpense, mutationFn: deleteExpense, onSettled: refresh });
}

/** Attaches, replaces or removes a receipt, then refreshes the list (also after a failure: it may be gone). */
export function useExpenseReceipt() {
  const refresh = useRefreshExpenses();
  const upload = useMutation({ mutationKey: [...adminKeys.expenses, 'receipt', 'upload'], mutationFn: uploadReceipt, onSettled: refresh });
  const remove = useMutation({ mutationKey: [...adminKeys.expenses, 'receipt', 'delete'], mutationFn: removeReceipt, onSettled: refresh });
  return { upload, remove };
}
