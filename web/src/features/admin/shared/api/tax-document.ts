import { asArray, asRecord, nullableString, oneOf, optionalString, readAmount, readFields, readNumber, readString, type FieldReader, type JsonRecord } from '../utils/parse';

/*
 * An issued tax document as the API sends it (the `invoice` of a checkout, the invoices list, a credit note):
 * amounts are text with two decimals, "450.00", and are shown as sent; the app computes no tax of its own.
 */

export const documentKinds = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Simplified tax invoice by default; full when the buyer gives her details or the total is above the threshold; receipt when the spa is not VAT-registered. */
export const invoiceFormats = ['simplified', 'full', 'receipt'] as const;
export type InvoiceFormat = (typeof invoiceFormats)[number];

export interface Buyer {
  name: string;
  address: string;
  /** 15 digits, or '' for a buyer not registered for VAT. */
  trn: string;
}

export interface TaxLine {
  position: number;
  serviceId: number | null;
  description: string;
  quantity: number;
  unitPrice: string;
  discount: string;
  net: string;
  vat: string;
  amount: string;
  priceReason: string;
  /** On a credit note, the position of the invoice's line it credits (0 for none). */
  corrects: number;
}

export interface Payment {
  /** entitlement: a gift card's balance, or a package's or membership's sessions. */
  method: 'cash' | 'card' | 'entitlement';
  amount: string;
  /** An entitlement's payment: the end of its code ("…PQRS-T"); '' for cash and card. */
  cardHint: string;
  /** A package's or membership's payment: the sessions it took (its amount is 0.00); 0 otherwise. */
  sessions: number;
  /** What paid, for an entitlement's payment; '' for cash and card. */
  entitlementKind: '' | 'gift_card' | 'package' | 'membership';
}

/** How a payment reads on the desk's screens: "Cash", "Card", "Gift card …PQRS-T", "Package …PQRS-T, 1 session". */
export function paymentLabel(payment: Payment): string {
  if (payment.method !== 'entitlement') return payment.method === 'cash' ? 'Cash' : 'Card';
  if (payment.sessions === 0) return `Gift card ${payment.cardHint}`;
  const kind = payment.entitlementKind === 'membership' ? 'Membership' : 'Package';
  return `${kind} ${payment.cardHint}, ${String(payment.sessions)} ${payment.sessions === 1 ? 'session' : 'sessions'}`;
}

export interface TaxDocument {
  id: number;
  kind: DocumentKind;
  format: InvoiceFormat;
  /** What the document is called, as its printed heading says it in English: "Simplified Tax Invoice". */
  title: string;
  number: string;
  issuedAt: string;
  /** The spa's calendar day of issuedAt, YYYY-MM-DD. */
  issueDate: string;
  buyer: Buyer | null;
  /** Left empty by the invoices list, which sends the totals only. */
  lines: TaxLine[];
  discount: string;
  net: string;
  vat: string;
  total: string;
  payments: Payment[];
  tips: { cash: string; card: string; therapistShare: string; spaShare: string };
  discountReason: string;
  reason: string;
  bookingId: number | null;
  correctsNumber: string;
  customerName: string;
  therapistName: string;
  /** On a final invoice, the deposit invoiced before that it deducts: its totals are after it. */
  prepaid?: { number: string; amount: string } | null;
}

const optionalNumber = (record: JsonRecord, key: string): number | null => (typeof record[key] === 'number' ? record[key] : null);

const readBuyer: FieldReader<Buyer | null> = (record, key, what) => {
  if (record[key] === undefined || record[key] === null) return null;
  return readFields(record[key], `${what}: buyer`, { name: readString, address: readString, trn: (r, k) => optionalString(r, k) });
};

/** A document's lines (none when the answer leaves them out). */
export const readTaxLines: FieldReader<TaxLine[]> = (record, key, what) =>
  record[key] === undefined || record[key] === null
    ? []
    : asArray(record[key], `${what}: lines`).map((line) =>
        readFields(line, `${what}: line`, {
          position: readNumber,
          serviceId: optionalNumber,
          description: readString,
          quantity: readNumber,
          unitPrice: readAmount,
          discount: readAmount,
          net: readAmount,
          vat: readAmount,
          amount: readAmount,
          priceReason: (r, k) => optionalString(r, k),
          corrects: (r, k) => optionalNumber(r, k) ?? 0,
        }),
      );

const readPayments: FieldReader<Payment[]> = (record, key, what) =>
  record[key] === undefined || record[key] === null
    ? []
    : asArray(record[key], `${what}: payments`).map((p) =>
        readFields(p, `${what}: payment`, {
          method: oneOf(['cash', 'card', 'entitlement'] as const),
          amount: readAmount,
          cardHint: optionalString,
          sessions: (r, k) => optionalNumber(r, k) ?? 0,
          entitlementKind: (r, k) => {
            const kind = optionalString(r, k);
            return kind === 'gift_card' || kind === 'package' || kind === 'membership' ? kind : '';
          },
        }),
      );

const zeroTips = { cash: '0.00', card: '0.00', therapistShare: '0.00', spaShare: '0.00' };

const readTips: FieldReader<TaxDocument['tips']> = (record, key, what) =>
  record[key] === undefined || record[key] === null
    ? zeroTips
    : readFields(record[key], `${what}: tips`, { cash: readAmount, card: readAmount, therapistShare: readAmount, spaShare: readAmount });

/** A tax document of an answer; a broken one throws, so the place shows an error rather than wrong figures. */
export function parseTaxDocument(value: unknown, what: string): TaxDocument {
  return readFields(value, what, {
    id: readNumber,
    kind: oneOf(documentKinds),
    format: oneOf(invoiceFormats),
    title: readString,
    number: readString,
    issuedAt: readString,
    issueDate: readString,
    buyer: readBuyer,
    lines: readTaxLines,
    discount: readAmount,
    net: readAmount,
    vat: readAmount,
    total: readAmount,
    payments: readPayments,
    tips: readTips,
    discountReason: (r, k) => optionalString(r, k),
    reason: (r, k) => optionalString(r, k),
    bookingId: optionalNumber,
    correctsNumber: (r, k) => nullableString(r, k) ?? '',
    customerName: readString,
    therapistName: (r, k) => optionalString(r, k),
    prepaid: (r, k) => (r[k] === undefined || r[k] === null ? null : readFields(r[k], `${what}: prepaid`, { number: readString, amount: readAmount })),
  });
}

/** The `invoice` (or `creditNote`) of an answer. */
export function parseDocumentOf(data: unknown, key: 'invoice' | 'creditNote', what: string): TaxDocument {
  return parseTaxDocument(asRecord(data, what)[key], `${what}: ${key}`);
}

const documentPath = (id: number) => `/api/admin/invoices/${encodeURIComponent(String(id))}`;

/** Where a document is printed, downloaded or exported: the 80 mm receipt (it prints itself), the A4 PDF, the UBL XML. */
export const documentLinks = (id: number) => ({
  receipt: `${documentPath(id)}/receipt`,
  pdf: `${documentPath(id)}/pdf`,
  ubl: `${documentPath(id)}/ubl`,
  email: `${documentPath(id)}/email`,
  creditNotes: `${documentPath(id)}/credit-notes`,
  self: documentPath(id),
});

/** Whether the UBL export applies: only a buyer registered for VAT (a business) gets an e-invoice. */
export const hasUbl = (doc: Pick<TaxDocument, 'buyer'>): boolean => (doc.buyer?.trn ?? '') !== '';
