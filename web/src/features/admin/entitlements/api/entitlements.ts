import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiGetWithHeaders, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { pageSize, type Page } from '../../shared/utils/pagination';
import { asArray, asRecord, oneOf, readAmount, readFields, readFlag, readList, readNumber, readString, totalCount, type FieldReader } from '../../shared/utils/parse';

/**
 * Gift cards, packages and memberships (the API's entitlements): the manager's list, one with its ledger, an
 * adjustment, a sale at the desk, and the period's liability and breakage. The server keeps every rule and adds
 * every figure up (entitlement.go); the screen only shows what it answers. A gift card's balance and entries are
 * amounts (decimal strings, "450.00"), a package's or membership's are sessions; the other unit is null.
 */
export type Entitlement = ApiSchema<'Entitlement'>;
export type EntitlementKind = ApiSchema<'EntitlementKind'>;
export type LedgerEntry = ApiSchema<'LedgerEntry'>;
export type EntitlementDetail = ApiSchema<'EntitlementDetail'>;
export type EntitlementSummary = ApiSchema<'EntitlementSummary'>;
export type EntitlementFigures = ApiSchema<'EntitlementFigures'>;
export type EntitlementInput = ApiSchema<'EntitlementInput'>;
export type AdjustInput = ApiSchema<'AdjustInput'>;
export type RenewInput = ApiSchema<'RenewInput'>;
export type StopRenewalInput = ApiSchema<'StopRenewalInput'>;

export const entitlementKinds: readonly EntitlementKind[] = ['gift_card', 'package', 'membership'];
const entryKinds: readonly LedgerEntry['kind'][] = ['sale', 'redemption', 'refund', 'expiry', 'adjustment'];

const nullable =
  <T>(read: FieldReader<T>): FieldReader<T | null> =>
  (record, key, what) =>
    record[key] === null || record[key] === undefined ? null : read(record, key, what);

export function parseEntitlement(data: unknown, what: string): Entitlement {
  return readFields(data, what, {
    id: readNumber,
    code: readString,
    kind: oneOf(entitlementKinds),
    holderName: readString,
    holderEmail: readString,
    recipientName: readString,
    recipientEmail: readString,
    serviceId: nullable(readNumber),
    category: readString,
    sessions: nullable(readNumber),
    value: nullable(readAmount),
    price: readAmount,
    discountPercent: readAmount,
    paidBy: oneOf(['', 'cash', 'card'] as const),
    invoiceId: nullable(readNumber),
    invoiceNumber: readString,
    expiresOn: readString,
    status: oneOf(['active', 'expired'] as const),
    balanceAmount: nullable(readAmount),
    balanceSessions: nullable(readNumber),
    createdAt: readString,
    renews: readFlag,
    renewalEnded: readString,
  });
}

const ledgerReaders = {
  id: readNumber,
  entitlementId: readNumber,
  kind: oneOf(entryKinds),
  amount: nullable(readAmount),
  sessions: nullable(readNumber),
  reason: readString,
  by: readString,
  day: readString,
  createdAt: readString,
};

export function parseEntitlementDetail(data: unknown, what: string): EntitlementDetail {
  const record = asRecord(data, what);
  return { entitlement: parseEntitlement(record.entitlement, what), ledger: readList(record.ledger, what, ledgerReaders) };
}

const figureReaders = { count: readNumber, owedAmount: readAmount, owedSessions: readNumber, expiredAmount: readAmount, expiredSessions: readNumber };

export function parseEntitlementSummary(data: unknown, what: string): EntitlementSummary {
  const record = asRecord(data, what);
  const kinds = asRecord(record.kinds, what);
  const figures = (kind: EntitlementKind) => readFields(kinds[kind], `${what}: ${kind}`, figureReaders);
  return {
    ...readFields(record, what, { from: readString, to: readString, owedTotal: readAmount, expiredTotal: readAmount }),
    kinds: { gift_card: figures('gift_card'), package: figures('package'), membership: figures('membership') },
  };
}

/** The list's filters: a code, a name or an e-mail (the server reads a code typed any way); a kind or all. */
export interface EntitlementQuery {
  search: string;
  kind: EntitlementKind | '';
  page: number;
}

/** The server's longest search. */
export const searchMax = 100;

export function entitlementsPath({ search, kind, page }: EntitlementQuery): string {
  const query = new URLSearchParams({ page: String(page), limit: String(pageSize) });
  if (search.trim() !== '') query.set('search', search.trim().slice(0, searchMax));
  if (kind !== '') query.set('kind', kind);
  return `${adminKeys.entitlements[0]}?${query.toString()}`;
}

/** One page, newest first; the number of all that match is X-Total-Count. */
export async function getEntitlements(query: EntitlementQuery, { signal }: { signal?: AbortSignal } = {}): Promise<Page<Entitlement>> {
  const what = 'GET /api/admin/entitlements';
  const { data, headers } = await apiGetWithHeaders(entitlementsPath(query), signal ? { signal } : {});
  const rows = asArray(data, what).map((item) => parseEntitlement(item, what));
  return { rows, total: totalCount(headers, rows.length) };
}

/** Never cached, not retried, as the other money lists; the previous page stays on screen while the next loads. */
export function useEntitlements(query: EntitlementQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.entitlements, 'list', query] as const,
      queryFn: ({ signal }) => getEntitlements(query, { signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      placeholderData: keepPreviousData,
    }),
  );
}

const itemPath = (id: number) => `${adminKeys.entitlements[0]}/${encodeURIComponent(String(id))}`;

export async function getEntitlement(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<EntitlementDetail> {
  return parseEntitlementDetail(await apiGet(itemPath(id), signal ? { signal } : {}), 'GET /api/admin/entitlements/{id}');
}

export const entitlementKey = (id: number) => [...adminKeys.entitlements, 'one', id] as const;

export function useEntitlement(id: number) {
  return useQuery({ queryKey: entitlementKey(id), queryFn: ({ signal }) => getEntitlement(id, { signal }), staleTime: 0, retry: false });
}

/** The period of the liability and breakage: both days, YYYY-MM-DD. */
export interface SummaryPeriod {
  from: string;
  to: string;
}

export async function getEntitlementSummary(period: SummaryPeriod, { signal }: { signal?: AbortSignal } = {}): Promise<EntitlementSummary> {
  const path = `${adminKeys.entitlements[0]}/summary?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
  return parseEntitlementSummary(await apiGet(path, signal ? { signal } : {}), 'GET /api/admin/entitlements/summary');
}

export function useEntitlementSummary(period: SummaryPeriod) {
  return useQuery({
    queryKey: [...adminKeys.entitlements, 'summary', period] as const,
    queryFn: ({ signal }) => getEntitlementSummary(period, { signal }),
    enabled: period.from !== '' && period.to !== '',
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/entitlements`: 201 with the new one, its sale the first entry of its ledger. */
export async function issueEntitlement(input: EntitlementInput): Promise<Entitlement> {
  return parseEntitlement(await apiSend('POST', adminKeys.entitlements[0], input), 'POST /api/admin/entitlements');
}

/** `POST /api/admin/entitlements/{id}/adjust`: answers the entitlement and its ledger as they are now. */
export async function adjustEntitlement({ id, input }: { id: number; input: AdjustInput }): Promise<EntitlementDetail> {
  return parseEntitlementDetail(await apiSend('POST', `${itemPath(id)}/adjust`, input), 'POST /api/admin/entitlements/{id}/adjust');
}

/** Sells a membership another month at the desk: its credits added, its last day a month on, the month's invoice. */
export async function renewEntitlement({ id, input }: { id: number; input: RenewInput }): Promise<EntitlementDetail> {
  return parseEntitlementDetail(await apiSend('POST', `${itemPath(id)}/renew`, input), 'POST /api/admin/entitlements/{id}/renew');
}

/** Stops a membership's monthly charge of its saved card, for a reason; it stays valid to its last day. */
export async function stopRenewal({ id, input }: { id: number; input: StopRenewalInput }): Promise<EntitlementDetail> {
  return parseEntitlementDetail(await apiSend('POST', `${itemPath(id)}/stop-renewal`, input), 'POST /api/admin/entitlements/{id}/stop-renewal');
}

/** After a change, every read of the entitlements (list, one, figures) is read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.entitlements });
}

export function useIssueEntitlement() {
  const refresh = useRefresh();
  return useMutation({ mutationKey: adminMutationKeys.issueEntitlement, mutationFn: issueEntitlement, onSuccess: refresh });
}

/** The answer is shown at once (the new balance and ledger), then the list and figures are read again. */
export function useAdjustEntitlement() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationKey: adminMutationKeys.adjustEntitlement,
    mutationFn: adjustEntitlement,
    onSuccess: (detail) => {
      queryClient.setQueryData(entitlementKey(detail.entitlement.id), detail);
      return refresh();
    },
  });
}

export function useRenewEntitlement() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationKey: adminMutationKeys.renewEntitlement,
    mutationFn: renewEntitlement,
    onSuccess: (detail) => {
      queryClient.setQueryData(entitlementKey(detail.entitlement.id), detail);
      return refresh();
    },
  });
}

export function useStopRenewal() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationKey: adminMutationKeys.stopRenewal,
    mutationFn: stopRenewal,
    onSuccess: (detail) => {
      queryClient.setQueryData(entitlementKey(detail.entitlement.id), detail);
      return refresh();
    },
  });
}

/** The services a package may be for (GET /api/admin/services: id, name, category). */
export function useServiceChoices() {
  return useQuery({
    queryKey: [...adminKeys.entitlements, 'services'] as const,
    queryFn: async ({ signal }) =>
      asArray(await apiGet(adminKeys.services[0], { signal }), 'GET /api/admin/services').map((item) =>
        readFields(item, 'GET /api/admin/services', { id: readNumber, name: readString, category: readString }),
      ),
    retry: false,
    staleTime: 60_000,
  });
}
