import { parseFils } from '@/lib/fils';
import type { CheckoutPreview } from '../api/checkout-sale';

const isZero = (amount: string) => parseFils(amount) === 0;

/** The sale as the server priced it: the invoice's kind and its totals (VAT inside the prices, per line). */
export function CheckoutTotals({ preview, registered, stale }: { preview: CheckoutPreview | undefined; registered: boolean; stale: boolean }) {
  if (!preview) {
    return <p className="rounded-xl bg-sand-200 p-4 text-sm text-muted">The totals show once the lines are complete.</p>;
  }
  return (
    <section aria-label="Totals" aria-busy={stale || undefined} className={`rounded-xl bg-sand-200 p-4 ${stale ? 'opacity-70' : ''}`}>
      <p className="text-sm font-semibold text-forest-800">{preview.title}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
        {isZero(preview.discount) ? null : (
          <>
            <dt>Discount</dt>
            <dd className="text-end">AED {preview.discount}</dd>
          </>
        )}
        {preview.prepaid ? (
          <>
            <dt>Deposit paid ({preview.prepaid.number})</dt>
            <dd className="text-end">− AED {preview.prepaid.amount}</dd>
          </>
        ) : null}
        {registered ? (
          <>
            <dt>Net (excluding VAT)</dt>
            <dd className="text-end">AED {preview.net}</dd>
            <dt>VAT</dt>
            <dd className="text-end">AED {preview.vat}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{preview.prepaid ? 'Due now' : 'Total'}</dt>
        <dd className="text-end font-semibold" data-testid="checkout-total">
          AED {preview.total}
        </dd>
      </dl>
    </section>
  );
}
