import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { documentLinks, parseDocumentOf, parseTaxDocument, type TaxDocument } from '../../shared/api/tax-document';
import { asArray, asRecord, readAmount, readNumber } from '../../shared/utils/parse';
import type { Page } from '../../shared/utils/pagination';

/** The invoices list's view, kept in the URL: days of the spa's calendar (both included), a search and a page. */
export interface InvoicesView {
  page: number;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** A number, a guest's name or a buyer's name. */
  q: string;
}

/** Whether the list is narrowed by a day or a search. */
export const hasInvoiceFilters = (view: InvoicesView) => view.from !== '' || view.to !== '' || view.q !== '';

export type InvoicePage = Page<TaxDocument> & { pageSize: number };

const listWhat = 'GET /api/admin/invoices';

export function parseInvoicePage(data: unknown): InvoicePage {
  const record = asRecord(data, listWhat);
  return {
    rows: asArray(record.invoices, `${listWhat}: invoices`).map((doc) => parseTaxDocument(doc, listWhat)),
    total: readNumber(record, 'total', listWhat),
    pageSize: readNumber(record, 'pageSize', listWhat),
  };
}

export function invoicesPath(view: InvoicesView): string {
  const query = new URLSearchParams({ page: String(view.page) });
  if (view.from !== '') query.set('from', view.from);
  if (view.to !== '') query.set('to', view.to);
  if (view.q !== '') query.set('q', view.q);
  return `${adminKeys.invoices[0]}?${query.toString()}`;
}

/** One page of issued documents (invoices and credit notes), newest first; the previous page stays while the next loads. */
export function invoicesQueryOptions(view: InvoicesView) {
  return queryOptions({
    queryKey: [...adminKeys.invoices, 'list', view] as const,
    queryFn: async ({ signal }) => parseInvoicePage(await apiGet(invoicesPath(view), { signal })),
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export const useInvoices = (view: InvoicesView) => useQuery(invoicesQueryOptions(view));

/** `GET /api/admin/invoices/{id}`: the document with its lines, its credit notes, and what is left to credit. */
export interface InvoiceDetail {
  invoice: TaxDocument;
  creditNotes: TaxDocument[];
  /** What credit notes may still take back: "123.45". */
  left: string;
  /** On a deposit's invoice, the booking whose payment it invoiced (refunded from there); null for any other. */
  paymentBookingId: number | null;
}

export function parseInvoiceDetail(data: unknown, what: string): InvoiceDetail {
  const record = asRecord(data, what);
  return {
    invoice: parseDocumentOf(record, 'invoice', what),
    creditNotes: asArray(record.creditNotes ?? [], `${what}: creditNotes`).map((doc) => parseTaxDocument(doc, `${what}: creditNotes`)),
    left: readAmount(record, 'left', what),
    paymentBookingId: typeof record.paymentBookingId === 'number' ? record.paymentBookingId : null,
  };
}

export function useInvoiceDetail(id: number) {
  const path = documentLinks(id).self;
  return useQuery({
    queryKey: [...adminKeys.invoices, 'detail', id] as const,
    queryFn: async ({ signal }) => parseInvoiceDetail(await apiGet(path, { signal }), `GET ${path}`),
    retry: false,
  });
}

/** What a credit note sends: amounts by the invoice's line (its position) or one amount, and why. */
export type CreditNoteInput = ({ lines: { line: number; amount: string }[] } | { amount: string }) & { reason: string };

/** `POST /api/admin/invoices/{id}/credit-notes` → 201 `{creditNote}`. */
export async function issueCreditNote({ id, input }: { id: number; input: CreditNoteInput }): Promise<TaxDocument> {
  const path = documentLinks(id).creditNotes;
  return parseDocumentOf(await apiSend('POST', path, input), 'creditNote', `POST ${path}`);
}

/** A credit note changes the invoice's detail, the list, and the income it corrects. */
export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  const refreshed = [adminKeys.invoices, adminKeys.income, adminKeys.incomeStats, adminKeys.incomeSummary];
  return useMutation({
    mutationKey: adminMutationKeys.creditNote,
    mutationFn: issueCreditNote,
    onSuccess: () => Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
