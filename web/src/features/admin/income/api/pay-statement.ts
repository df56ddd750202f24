import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { readAmount, readFields, readList, readNumber, readString, oneOf, optionalString, type FieldReader } from '../../shared/utils/parse';

/** `GET /api/admin/therapists/{id}/statement?month=YYYY-MM`: her treatments, what is due, paid and still due. */
export type PayStatement = ApiSchema<'PayStatement'>;
export type Payout = ApiSchema<'Payout'>;
export type PayoutInput = ApiSchema<'PayoutInput'>;
export type PayoutMethod = Payout['method'];

/** The methods of a payout, in the form's order, with their words. */
export const payoutMethods: readonly PayoutMethod[] = ['cash', 'card', 'bank_transfer'];
export const payoutMethodLabel: Record<PayoutMethod, string> = { cash: 'Cash', card: 'Card', bank_transfer: 'Bank transfer' };

const figures = { count: readNumber, commission: readAmount, therapistTipShare: readAmount, earnings: readAmount };

function readPayout(value: unknown, what: string): Payout {
  return readFields(value, what, {
    id: readNumber,
    therapistId: readNumber,
    month: readString,
    date: readString,
    method: oneOf(payoutMethods),
    amount: readAmount,
    note: optionalString,
    createdBy: optionalString,
    createdAt: readString,
  });
}

export function parsePayStatement(data: unknown, what = 'GET statement'): PayStatement {
  const readTotals: FieldReader<PayStatement['totals']> = (record, key) => readFields(record[key], what, figures);
  const readLines: FieldReader<PayStatement['lines']> = (record, key) =>
    readList(record[key], what, {
      invoiceId: readNumber,
      invoiceNumber: readString,
      date: readString,
      service: readString,
      price: readAmount,
      commissionRate: readString,
      commission: readAmount,
      tips: readAmount,
      therapistTipShare: readAmount,
    });
  const readPayouts: FieldReader<Payout[]> = (record, key) => {
    const list = record[key];
    if (!Array.isArray(list)) throw new Error(`${what}: ${key} is not a list`);
    return list.map((p) => readPayout(p, what));
  };
  return readFields(data, what, {
    therapistId: readNumber,
    name: readString,
    month: readString,
    lines: readLines,
    totals: readTotals,
    price: readAmount,
    tips: readAmount,
    totalDue: readAmount,
    payouts: readPayouts,
    paid: readAmount,
    due: readAmount,
  });
}

const therapistPath = (id: number) => `${adminKeys.therapists[0]}/${String(id)}`;

export const payStatementKey = (id: number, month: string) => [...adminKeys.therapists, id, 'statement', { month }] as const;

/** The statement's PDF, in English or Arabic: a plain link, downloaded with the session's cookie. */
export function statementPdfPath(id: number, month: string, lang: 'en' | 'ar'): string {
  const q = `month=${encodeURIComponent(month)}${lang === 'ar' ? '&lang=ar' : ''}`;
  return `${therapistPath(id)}/statement.pdf?${q}`;
}

/** Her month; admin reads are not retried. */
export function payStatementQueryOptions(id: number, month: string) {
  return queryOptions({
    queryKey: payStatementKey(id, month),
    queryFn: async ({ signal }) => {
      const path = `${therapistPath(id)}/statement?month=${encodeURIComponent(month)}`;
      return parsePayStatement(await apiGet(path, { signal }), `GET ${path}`);
    },
    retry: false,
  });
}

export function usePayStatement(id: number | null, month: string) {
  return useQuery({ ...payStatementQueryOptions(id ?? 0, month), enabled: id !== null });
}

/** `POST /api/admin/therapists/{id}/payouts` → 201 `{payout, statement}`; the statement shown becomes the answer's. */
export async function recordPayout({ id, input }: { id: number; input: PayoutInput }): Promise<{ payout: Payout; statement: PayStatement }> {
  const path = `${therapistPath(id)}/payouts`;
  const data = await apiSend('POST', path, input);
  const record = readFields(data, `POST ${path}`, {
    payout: (r, k, what) => readPayout(r[k], what),
    statement: (r, k, what) => parsePayStatement(r[k], what),
  });
  return record;
}

export const recordPayoutKey = [`${adminKeys.therapists[0]}/payouts`] as const;

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: recordPayoutKey,
    mutationFn: recordPayout,
    onSuccess: ({ statement }) => {
      queryClient.setQueryData(payStatementKey(statement.therapistId, statement.month), statement);
    },
  });
}

/** The team (`GET /api/admin/therapists`), active first, as the statement's choice of therapist. */
export function useTeamChoices() {
  return useQuery({
    queryKey: adminKeys.therapists,
    queryFn: async ({ signal }) => {
      const data = await apiGet(adminKeys.therapists[0], { signal });
      if (!Array.isArray(data)) throw new Error('GET /api/admin/therapists: expected a list');
      return data as unknown[];
    },
    select: (data) => {
      const team = data.filter(
        (t): t is { id: number; name: string; active: boolean } =>
          typeof t === 'object' && t !== null && typeof (t as { id?: unknown }).id === 'number' && typeof (t as { name?: unknown }).name === 'string',
      );
      return [...team.filter((t) => t.active), ...team.filter((t) => !t.active)].map((t) => ({ id: t.id, name: t.name }));
    },
    staleTime: 60_000,
  });
}
