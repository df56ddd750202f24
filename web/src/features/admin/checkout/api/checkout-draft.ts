import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, optionalString, readAmount, readFields, readFlag, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/** A line of the draft: the booked service, at the service's price. */
export interface DraftLine {
  serviceId: number | null;
  description: string;
  unitPrice: string;
  quantity: number;
}

export interface SaleService {
  id: number;
  name: string;
  /** VAT-inclusive, as guests see it: "320.00". */
  price: string;
}

/** `GET /api/admin/bookings/{id}/checkout`: the booking, the draft's lines and the services to add lines from. */
export interface CheckoutDraft {
  booking: {
    id: number;
    customerName: string;
    customerEmail: string;
    serviceName: string;
    therapistName: string;
    date: string;
    time: string;
    status: string;
    /** The code of the package or membership whose session the guest booked with; '' for none. */
    sessionCode: string;
  };
  lines: DraftLine[];
  /** Whether the spa is VAT-registered: if not, it issues receipts, with no VAT. */
  registered: boolean;
  /** Above this total the invoice is a full one, which names the buyer: "10000.00". */
  fullInvoiceThreshold: string;
  services: SaleService[];
}

const what = 'GET /api/admin/bookings/{id}/checkout';

const optionalId: FieldReader<number | null> = (record, key) => (typeof record[key] === 'number' ? record[key] : null);

export function parseCheckoutDraft(data: unknown): CheckoutDraft {
  const record = asRecord(data, what);
  return {
    booking: readFields(record.booking, `${what}: booking`, {
      id: readNumber,
      customerName: readString,
      customerEmail: readString,
      serviceName: readString,
      therapistName: readString,
      date: readString,
      time: readString,
      status: readString,
      sessionCode: optionalString,
    }),
    lines: asArray(record.lines, `${what}: lines`).map((line) =>
      readFields(line, `${what}: line`, { serviceId: optionalId, description: readString, unitPrice: readAmount, quantity: readNumber }),
    ),
    registered: readFlag(record, 'registered', what),
    fullInvoiceThreshold: readAmount(record, 'fullInvoiceThreshold', what),
    services: asArray(record.services, `${what}: services`).map((service) =>
      readFields(service, `${what}: service`, { id: readNumber, name: readString, price: readAmount }),
    ),
  };
}

/**
 * The key of a booking's checkout reads (its draft, its previews): apart from the bookings' keys, so that the
 * refresh of the bookings after the sale does not read the draft of a booking now checked out.
 */
export const checkoutKey = ['/api/admin/bookings/checkout'] as const;

export const checkoutPath = (bookingId: number) => `${adminKeys.bookings[0]}/${encodeURIComponent(String(bookingId))}/checkout`;

/** The draft is read afresh at each opening; a 409 (cancelled, or already checked out) is not retried. */
export function checkoutDraftOptions(bookingId: number) {
  return queryOptions({
    queryKey: [...checkoutKey, bookingId, 'draft'] as const,
    queryFn: async ({ signal }) => parseCheckoutDraft(await apiGet(checkoutPath(bookingId), { signal })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export const useCheckoutDraft = (bookingId: number) => useQuery(checkoutDraftOptions(bookingId));
