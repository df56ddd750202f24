import { Spinner } from '@/components/ui/spinner';

import { paymentLabel, type TaxDocument, type TaxLine } from '../../shared/api/tax-document';
import { BookingPayments } from '../../shared/components/booking-payments';
import { DocumentActions } from '../../shared/components/document-actions';
import { FormDialog } from '../../shared/components/form-dialog';
import { QueryError } from '../../shared/components/query-error';
import { parseFils } from '@/lib/fils';
import { formatCalendarDate } from '../../shared/utils/format';
import { useInvoiceDetail, type InvoiceDetail } from '../api/invoices';
import { CreditNoteSection } from './credit-note-form';

/**
 * One issued document: its lines, totals, payments and tips; for an invoice, its credit notes and what is left
 * to credit. It is never edited: a correction is a credit note (for those who see income).
 */
export function InvoiceDialog({ id, number, mayCredit, onClose }: { id: number; number: string; mayCredit: boolean; onClose: () => void }) {
  const detail = useInvoiceDetail(id);
  const doc = detail.data?.invoice;
  return (
    <FormDialog
      title={doc ? `${doc.title} ${doc.number}` : number}
      description={doc ? `${formatCalendarDate(doc.issueDate)} · ${doc.customerName}` : 'Loading the document.'}
      onClose={onClose}
      className="max-w-3xl"
    >
      {detail.isPending ? (
        <Spinner label="Loading the document" className="py-10" />
      ) : detail.isError ? (
        <QueryError what="the document" onRetry={() => void detail.refetch()} />
      ) : (
        <DocumentBody detail={detail.data} mayCredit={mayCredit} />
      )}
    </FormDialog>
  );
}

const isZero = (amount: string) => parseFils(amount) === 0;

function DocumentBody({ detail, mayCredit }: { detail: InvoiceDetail; mayCredit: boolean }) {
  const { invoice } = detail;
  const tips = invoice.tips;
  return (
    <div className="space-y-6 text-sm">
      {invoice.buyer ? (
        <p>
          <span className="font-semibold text-forest-800">Buyer: </span>
          {invoice.buyer.name}, {invoice.buyer.address}
          {invoice.buyer.trn ? `, TRN ${invoice.buyer.trn}` : ''}
        </p>
      ) : null}
      {invoice.correctsNumber ? <p>Corrects invoice {invoice.correctsNumber}{invoice.reason ? `: ${invoice.reason}` : ''}</p> : null}
      <Lines lines={invoice.lines} />
      <Totals doc={invoice} />
      {invoice.payments.length > 0 ? (
        <section aria-labelledby={`payments-${String(invoice.id)}`}>
          <h3 id={`payments-${String(invoice.id)}`} className="font-semibold text-forest-800">
            Payments
          </h3>
          <ul>
            {invoice.payments.map((payment, index) => (
              <li key={index} className="tabular-nums">
                {paymentLabel(payment)}: AED {payment.amount}
              </li>
            ))}
          </ul>
          {isZero(tips.cash) && isZero(tips.card) ? null : (
            <p className="tabular-nums">
              Tips: AED {tips.cash} cash, AED {tips.card} card (therapist AED {tips.therapistShare}, spa AED {tips.spaShare})
            </p>
          )}
        </section>
      ) : null}
      <DocumentActions doc={invoice} />
      {invoice.kind === 'invoice' ? <CreditNotes notes={detail.creditNotes} left={detail.left} /> : null}
      {detail.paymentBookingId !== null ? <BookingPayments bookingId={detail.paymentBookingId} canRefund={mayCredit} title="The booking's payment" /> : null}
      {invoice.kind === 'invoice' && mayCredit && !isZero(detail.left) ? <CreditNoteSection invoice={invoice} left={detail.left} /> : null}
    </div>
  );
}

function Lines({ lines }: { lines: TaxLine[] }) {
  return (
    <ol aria-label="Lines" className="divide-y divide-sand-300 rounded-xl border border-sand-300 bg-white">
      {lines.map((line) => (
        <li key={line.position} className="flex flex-col gap-1 p-3 sm:flex-row sm:justify-between">
          <div>
            <p className="font-medium">
              {line.description}
              {line.quantity > 1 ? ` × ${String(line.quantity)}` : ''}
            </p>
            {line.priceReason ? <p className="text-muted">Price: {line.priceReason}</p> : null}
          </div>
          <p className="tabular-nums sm:text-end">
            AED {line.amount}
            <span className="block text-muted">
              VAT AED {line.vat}
              {isZero(line.discount) ? '' : ` · discount AED ${line.discount}`}
            </span>
          </p>
        </li>
      ))}
    </ol>
  );
}

function Totals({ doc }: { doc: TaxDocument }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
      {isZero(doc.discount) ? null : (
        <>
          <dt>Discount</dt>
          <dd className="text-end">AED {doc.discount}</dd>
        </>
      )}
      {doc.prepaid ? (
        <>
          <dt>Deposit paid ({doc.prepaid.number})</dt>
          <dd className="text-end">− AED {doc.prepaid.amount}</dd>
        </>
      ) : null}
      <dt>Net (excluding VAT)</dt>
      <dd className="text-end">AED {doc.net}</dd>
      <dt>VAT</dt>
      <dd className="text-end">AED {doc.vat}</dd>
      <dt className="font-semibold">{doc.prepaid ? 'Due on this invoice' : 'Total'}</dt>
      <dd className="text-end font-semibold">AED {doc.total}</dd>
    </dl>
  );
}

function CreditNotes({ notes, left }: { notes: TaxDocument[]; left: string }) {
  return (
    <section aria-labelledby="credit-notes-heading" className="space-y-2">
      <h3 id="credit-notes-heading" className="font-semibold text-forest-800">
        Credit notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-muted">None.</p>
      ) : (
        <ul className="space-y-1">
          {notes.map((note) => (
            <li key={note.id} className="tabular-nums">
              {note.number}, {formatCalendarDate(note.issueDate)}: AED {note.total}
              {note.reason ? ` (${note.reason})` : ''}
            </li>
          ))}
        </ul>
      )}
      <p className="font-semibold tabular-nums" data-testid="left-to-credit">
        Left to credit: AED {left}
      </p>
    </section>
  );
}
