/**
 * An invoice started from a completed booking on the calendar, handed to the Income tab's Add New Invoice
 * form, which takes it once when it opens. The areas stay apart: the calendar writes, the income form reads.
 */
export interface InvoiceDraft {
  bookingId: number;
  /** YYYY-MM-DD, the booking's day */
  transactionDate: string;
  customerName: string;
  /** One of the invoice's service kinds when the booking's service maps to one, else '' for the manager. */
  serviceName: string;
  /** The booking's service by name. */
  serviceCategory: string;
  therapistName: string;
  /** The service's price, '320.00'. */
  amount: string;
  /** The therapist's commission rate, '40'. */
  commissionPercentage: string;
}

let draft: InvoiceDraft | null = null;

export function setInvoiceDraft(next: InvoiceDraft): void {
  draft = next;
}

/** The waiting draft, if any. */
export function peekInvoiceDraft(): InvoiceDraft | null {
  return draft;
}

/** Called once the form has taken the draft: a form opened later starts empty. */
export function clearInvoiceDraft(): void {
  draft = null;
}
