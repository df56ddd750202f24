import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError, apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { Locale } from '@/lib/i18n';

/*
 * The shapes are docs/openapi.yaml's PersonData and ForgetResult. Money is a string with two decimals ("350.00"),
 * dates YYYY-MM-DD, instants RFC 3339. The page reads only the invoices' numbers, titles, dates and totals.
 */

export type PersonCustomer = ApiSchema<'Customer'>;
export type PersonBooking = ApiSchema<'PersonBooking'>;
export type PersonMessage = ApiSchema<'ContactMessage'>;
export type PersonInvoice = Pick<ApiSchema<'TaxDocument'>, 'id' | 'number' | 'title' | 'titleAr' | 'issuedAt' | 'total'>;
export type PersonConsent = ApiSchema<'MarketingConsent'>;
export type PersonSubscription = ApiSchema<'Subscriber'>;
export type PersonEmail = ApiSchema<'PersonEmail'>;
export type PersonEntitlement = ApiSchema<'PersonEntitlement'>;
export type PersonOrder = ApiSchema<'PersonOrder'>;

/** Everything the spa holds about one person. */
export type PersonData = Omit<ApiSchema<'PersonData'>, 'invoices'> & { invoices: PersonInvoice[] };

/** What forgetting did. */
export type ForgetResult = ApiSchema<'ForgetResult'>;

/**
 * Where a guest's data comes from: the one-time link e-mailed from the privacy page, or a booking's manage link.
 * The same page parts serve both; only the paths differ.
 */
export type PersonDataSource = { kind: 'privacy-link'; token: string } | { kind: 'manage-link'; token: string };

function dataPath(source: PersonDataSource): string {
  const token = encodeURIComponent(source.token);
  return source.kind === 'privacy-link' ? `/api/privacy/${token}` : `/api/manage/${token}/data`;
}

function forgetPath(source: PersonDataSource): string {
  const token = encodeURIComponent(source.token);
  return source.kind === 'privacy-link' ? `/api/privacy/${token}/forget` : `/api/manage/${token}/forget`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of the answer; Go writes an empty one as null. */
function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isRecord) as unknown as T[]) : [];
}

export function parsePersonData(data: unknown): PersonData {
  if (!isRecord(data) || typeof data.email !== 'string' || typeof data.generatedAt !== 'string') {
    throw new Error('person data: unexpected answer');
  }
  return {
    email: data.email,
    generatedAt: data.generatedAt,
    customer: isRecord(data.customer) ? (data.customer as unknown as PersonCustomer) : null,
    bookings: listOf<PersonBooking>(data.bookings),
    messages: listOf<PersonMessage>(data.messages),
    invoices: listOf<PersonInvoice>(data.invoices),
    consents: listOf<PersonConsent>(data.consents),
    newsletter: isRecord(data.newsletter) ? (data.newsletter as unknown as PersonSubscription) : null,
    emails: listOf<PersonEmail>(data.emails),
    entitlements: listOf<PersonEntitlement>(data.entitlements),
    orders: listOf<PersonOrder>(data.orders),
  };
}

export function parseForgetResult(data: unknown): ForgetResult {
  if (!isRecord(data) || typeof data.cancelledBookings !== 'number' || typeof data.keptInvoices !== 'number') {
    throw new Error('forget: unexpected answer');
  }
  return { cancelledBookings: data.cancelledBookings, keptInvoices: data.keptInvoices };
}

/** An unknown, used or expired link: the server answers 404 and says no more. */
export function isExpiredLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The key names the source's kind, never its token: the token is the link's secret. */
const personDataKey = (source: PersonDataSource) => ['person-data', source.kind] as const;

export function personDataQuery(source: PersonDataSource) {
  return queryOptions({
    queryKey: personDataKey(source),
    queryFn: async ({ signal }) => parsePersonData(await apiGet(dataPath(source), { signal })),
    retry: false,
    staleTime: 0,
  });
}

/** The data, read as the page opens (the privacy link's page shows it all). */
export function usePersonData(source: PersonDataSource, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...personDataQuery(source), enabled });
}

/** The data for a download: the copy already read, or a fresh read (the manage page reads it only then). */
export function useFetchPersonData(source: PersonDataSource) {
  const client = useQueryClient();
  return () => client.query(personDataQuery(source));
}

export function useForgetPerson(source: PersonDataSource) {
  return useMutation({
    mutationFn: async () => parseForgetResult(await apiSend('POST', forgetPath(source))),
  });
}

/** Asks for the e-mailed link; the server answers 202 whether or not it knows the address. */
export function useRequestPersonData() {
  return useMutation({
    mutationFn: async (request: { email: string; language: Locale }) => {
      await apiSend('POST', '/api/privacy/request', request);
    },
  });
}
