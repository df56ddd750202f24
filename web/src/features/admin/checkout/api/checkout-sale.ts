import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys, bookingReadKeys } from '../../shared/api/admin-keys';
import { parseDocumentOf, readTaxLines, type Buyer, type TaxDocument, type TaxLine } from '../../shared/api/tax-document';
import { oneOf, readAmount, readFields, readFlag, readString } from '../../shared/utils/parse';
import { checkoutKey, checkoutPath } from './checkout-draft';

/** What Checkout sends (`POST …/checkout` and its preview): amounts as text with two decimals at most. */
export interface CheckoutInput {
  lines: { serviceId?: number; description: string; unitPrice: string; quantity: string; priceReason?: string }[];
  discount?: { amount?: string; percent?: string; reason: string } | { memberCode: string };
  tips?: { cash: string; card: string; therapistShare?: string; spaShare?: string };
  /** Cash and card; entitlement: a gift card's balance or a package's or membership's sessions, named by its code. */
  payments: (
    | { method: 'cash' | 'card'; amount: string }
    | { method: 'entitlement'; code: string; amount: string }
    | { method: 'entitlement'; code: string; sessions: string }
  )[];
  buyer?: Buyer;
}

/**
 * `POST …/checkout/preview`: the sale priced by the server (its lines' VAT, its totals), nothing written; what the
 * payments leave to pay, and whether the total needs the buyer named on a full tax invoice.
 */
export interface CheckoutPreview {
  format: 'simplified' | 'full' | 'receipt';
  /** The invoice's heading: "Simplified Tax Invoice". */
  title: string;
  lines: TaxLine[];
  discount: string;
  net: string;
  vat: string;
  total: string;
  paid: string;
  /** The total less the payments: "0.00" when paid in full, below zero when paid too much. */
  due: string;
  needsBuyer: boolean;
  /** The deposit invoiced and paid already, which the invoice deducts: the totals above are after it. */
  prepaid: { number: string; amount: string } | null;
}

const previewWhat = 'POST /api/admin/bookings/{id}/checkout/preview';

export function parseCheckoutPreview(data: unknown): CheckoutPreview {
  return readFields(data, previewWhat, {
    format: oneOf(['simplified', 'full', 'receipt'] as const),
    title: readString,
    lines: readTaxLines,
    discount: readAmount,
    net: readAmount,
    vat: readAmount,
    total: readAmount,
    paid: readAmount,
    due: readAmount,
    needsBuyer: (record, key) => readFlag(record, key, previewWhat),
    prepaid: (record, key) => (record[key] === undefined || record[key] === null ? null : readFields(record[key], `${previewWhat}: prepaid`, { number: readString, amount: readAmount })),
  });
}

/**
 * The live totals: the server prices what the desk has entered so far (the app computes no tax). `input` is
 * null until there is something to price; while a new answer is on its way the last one stays shown.
 */
export function useCheckoutPreview(bookingId: number, input: CheckoutInput | null) {
  return useQuery({
    queryKey: [...checkoutKey, bookingId, 'preview', input] as const,
    queryFn: async ({ signal }) => parseCheckoutPreview(await apiSend('POST', `${checkoutPath(bookingId)}/preview`, input, { signal })),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** `POST /api/admin/bookings/{id}/checkout`: 201 `{invoice}`, the booking completed and its income recorded. */
export async function completeCheckout({ bookingId, input }: { bookingId: number; input: CheckoutInput }): Promise<TaxDocument> {
  return parseDocumentOf(await apiSend('POST', checkoutPath(bookingId), input), 'invoice', `POST ${checkoutPath(bookingId)}`);
}

/** A sale changes the booking, the income and its figures, and the invoices: all are read again. */
export function useCompleteCheckout() {
  const queryClient = useQueryClient();
  const refreshed = [...bookingReadKeys, adminKeys.income, adminKeys.incomeStats, adminKeys.incomeSummary, adminKeys.invoices, adminKeys.nav];
  return useMutation({
    mutationKey: adminMutationKeys.checkout,
    mutationFn: completeCheckout,
    onSuccess: () => Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
