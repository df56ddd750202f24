import { formatPrice } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';

import { formatBookingDay } from '../utils/dates';
import type { ManagedBooking } from '../api/manage-booking';

type ManagedDocument = NonNullable<ManagedBooking['documents']>[number];

/** The PDF of one of the booking's documents: served on the link itself, for this booking's documents only. */
function documentPDFPath(token: string, id: number): string {
  return `/api/manage/${encodeURIComponent(token)}/invoices/${id}/pdf`;
}

/**
 * "Your invoice": the tax invoice and credit notes issued when the booking was checked out, each with its day, total
 * and a link to download its PDF. Nothing until the booking has one.
 */
export function ManageDocuments({ token, documents }: { token: string; documents: readonly ManagedDocument[] | undefined }) {
  const locale = useLocale();
  const t = useT();
  if (!documents || documents.length === 0) return null;
  return (
    <section aria-labelledby="manage-documents" className="rounded-2xl border border-sand-300 bg-white p-5 text-base">
      <h2 id="manage-documents" className="font-serif text-xl text-ink">
        {t('manage.documents.heading')}
      </h2>
      <ul className="mt-3 space-y-3">
        {documents.map((d) => {
          const name = t(d.kind === 'credit_note' ? 'manage.documents.creditNote' : 'manage.documents.invoice', { number: d.number });
          return (
            <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="text-ink">
                {name} · {formatBookingDay(d.issueDate, locale)} · {formatPrice(d.total, locale)}
              </span>
              <a
                href={documentPDFPath(token, d.id)}
                download
                className="font-medium text-forest-900 underline underline-offset-4"
                data-testid="manage-document-pdf"
              >
                {t('manage.documents.download', { document: name })}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
