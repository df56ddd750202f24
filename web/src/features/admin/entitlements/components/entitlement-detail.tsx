import { ArrowLeft, CalendarPlus, CalendarX, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatPrice } from '@/lib/format';
import { useSpaTimeZone } from '@/lib/site-config';

import { DataTable, type Column } from '../../shared/components/data-table';
import { QueryError } from '../../shared/components/query-error';
import { formatCalendarDate, formatMoment } from '../../shared/utils/format';
import { useEntitlement, useServiceChoices, type Entitlement, type LedgerEntry } from '../api/entitlements';
import { balanceText, boughtText, changeText, entryNames, kindNames, paidByNames, standingNames, standingOf } from '../utils/entitlement-words';
import { AdjustDialog } from './adjust-dialog';
import { RenewDialog } from './renew-dialog';
import { StopRenewalDialog } from './stop-renewal-dialog';

const ledgerColumns = (timeZone: string): Column<LedgerEntry>[] => [
  { id: 'when', header: 'Date (Dubai)', className: 'whitespace-nowrap', cell: (l) => formatMoment(l.createdAt, timeZone) },
  { id: 'kind', header: 'Entry', primary: true, className: 'font-semibold text-forest-800', cell: (l) => entryNames[l.kind] },
  { id: 'change', header: 'Change', align: 'end', className: 'whitespace-nowrap tabular-nums', cell: (l) => changeText(l) },
  { id: 'reason', header: 'Reason', className: 'max-w-xs', cell: (l) => l.reason || '—' },
  // The spa's own jobs (the daily expiry) write entries nobody signed in wrote.
  { id: 'by', header: 'By', cell: (l) => l.by || 'The spa (automatic)' },
];

/**
 * One entitlement: its holder, kind, code, expiry and balance, and its ledger, oldest first, as the server keeps
 * it (every change an entry, none ever removed). Adjust opens a dialog; its answer updates the balance and the
 * ledger here at once; a membership's Renew sells it another month the same way, and Stop Renewal ends the monthly
 * charge of the card a membership bought online was paid with. Back returns to the list, and focus to the row's button that opened this.
 */
export function EntitlementDetail({ id, today, onBack }: { id: number; today: string; onBack: () => void }) {
  const headingId = useId();
  const timeZone = useSpaTimeZone();
  const detail = useEntitlement(id);
  const services = useServiceChoices();
  const [adjusting, setAdjusting] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
      Back to the list
    </Button>
  );
  if (detail.isError && !detail.data) {
    return (
      <div className="space-y-4">
        {back}
        <QueryError what="the gift card, package or membership" onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (!detail.data) return <Spinner label="Loading the ledger" className="py-8" />;
  const { entitlement: e, ledger } = detail.data;
  const standing = standingOf(e, today);
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      {back}
      <div className="rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h3 id={headingId} ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold text-forest-800">
              {kindNames[e.kind]} <span className="font-mono text-lg break-all">{e.code}</span>
            </h3>
            <p className="text-muted">{standingNames[standing]}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {e.renews ? (
              <Button variant="outline" onClick={() => { setStopping(true); }}>
                <CalendarX aria-hidden="true" />
                Stop Renewal
              </Button>
            ) : null}
            {e.kind === 'membership' ? (
              <Button
                variant="outline"
                onClick={() => { setRenewing(true); }}
                disabled={standing === 'expired'}
                aria-describedby={standing === 'expired' ? `${headingId}-expired` : undefined}
              >
                <CalendarPlus aria-hidden="true" />
                Renew
              </Button>
            ) : null}
            <Button
              onClick={() => { setAdjusting(true); }}
              disabled={standing === 'expired'}
              aria-describedby={standing === 'expired' ? `${headingId}-expired` : undefined}
            >
              <SlidersHorizontal aria-hidden="true" />
              Adjust Balance
            </Button>
          </div>
        </div>
        {standing === 'expired' ? (
          <p id={`${headingId}-expired`} className="mt-2 text-sm text-muted">
            Expired: only the expiry may be written now.
          </p>
        ) : null}
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <Item term="Balance">
            <span data-testid="entitlement-balance" className="text-lg font-semibold tabular-nums">
              {balanceText(e)}
            </span>
          </Item>
          <Item term="Holder">
            {e.holderName} <span className="break-all text-muted">({e.holderEmail})</span>
          </Item>
          {e.recipientName || e.recipientEmail ? (
            <Item term="Recipient">
              {e.recipientName} {e.recipientEmail ? <span className="break-all text-muted">({e.recipientEmail})</span> : null}
            </Item>
          ) : null}
          <Item term="Bought">{boughtText(e)}</Item>
          {e.kind !== 'gift_card' ? <Item term="For">{coversText(e, services.data ?? [])}</Item> : null}
          <Item term="Valid until">{formatCalendarDate(e.expiresOn)}</Item>
          <Item term="Sold">{formatMoment(e.createdAt, timeZone)}</Item>
          {e.kind !== 'gift_card' ? <Item term="Price paid">{formatPrice(e.price, 'en')}</Item> : null}
          {e.kind === 'membership' && e.discountPercent !== '0.00' ? (
            <Item term="Member discount">{`${e.discountPercent.replace(/\.00$/, '')}% on other services`}</Item>
          ) : null}
          {e.kind === 'membership' && (e.renews || e.renewalEnded !== '') ? (
            <Item term="Renewal">
              <span data-testid="entitlement-renewal">{renewalText(e)}</span>
            </Item>
          ) : null}
          {e.paidBy !== '' ? <Item term="Paid by">{paidByNames[e.paidBy]}</Item> : null}
          {e.invoiceNumber !== '' ? (
            <Item term="Tax invoice">
              <span data-testid="entitlement-invoice" className="font-mono">
                {e.invoiceNumber}
              </span>
            </Item>
          ) : null}
        </dl>
      </div>
      <DataTable
        caption={`Ledger of ${e.code}`}
        captionVisible
        rows={ledger}
        columns={ledgerColumns(timeZone)}
        rowKey={(l) => l.id}
        rowData={(l) => ({ 'data-entry-id': l.id })}
        empty="No entries."
        busy={detail.isFetching}
      />
      {adjusting ? <AdjustDialog entitlement={e} onClose={() => { setAdjusting(false); }} /> : null}
      {renewing ? <RenewDialog entitlement={e} onClose={() => { setRenewing(false); }} /> : null}
      {stopping ? <StopRenewalDialog entitlement={e} onClose={() => { setStopping(false); }} /> : null}
    </section>
  );
}

/** Whether a membership bought online is charged each month on its saved card, or why it no longer is. */
function renewalText(e: Entitlement): string {
  if (e.renews) return `Each month on the saved card, ${formatPrice(e.price, 'en')} on the last valid day`;
  return `Ended: ${e.renewalEnded}`;
}

/** What a package's sessions are for: any service of a category, or one service by its name (its number until known). */
function coversText(e: Entitlement, services: readonly { id: number; name: string }[]): string {
  if (e.category !== '') return `Any of ${e.category}`;
  if (e.serviceId === null) return '—';
  return services.find((s) => s.id === e.serviceId)?.name ?? `Service #${String(e.serviceId)}`;
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-forest-800">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
