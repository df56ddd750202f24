import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

import { DataTable, type Column } from '../../shared/components/data-table';
import { SearchField } from '../../shared/components/search-field';
import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { formatCalendarDate } from '../../shared/utils/format';
import { queryState } from '../../shared/utils/query-state';
import { entitlementKinds, searchMax, useEntitlements, type Entitlement, type EntitlementKind, type SummaryPeriod } from '../api/entitlements';
import { balanceText, kindNames, quarterOf, standingNames, standingOf } from '../utils/entitlement-words';
import { EntitlementDetail } from './entitlement-detail';
import { IssueDialog } from './issue-dialog';
import { LiabilityPanel } from './liability-panel';
import { OffersPanel } from './offers-panel';

/** What the place reads from and writes to the dashboard's URL: the search, the page and the figures' period. */
export interface EntitlementsParams {
  q: string;
  page: number;
  from: string;
  to: string;
}

const columns = (today: string, open: (e: Entitlement) => void): Column<Entitlement>[] => [
  { id: 'code', header: 'Code', primary: true, className: 'font-mono whitespace-nowrap text-forest-800', cell: (e) => e.code },
  { id: 'kind', header: 'Kind', cell: (e) => kindNames[e.kind] },
  {
    id: 'holder',
    header: 'Holder',
    cell: (e) => (
      <>
        <span className="block">{e.holderName}</span>
        <span className="block break-all text-muted">{e.holderEmail}</span>
      </>
    ),
  },
  { id: 'balance', header: 'Balance', align: 'end', className: 'whitespace-nowrap tabular-nums', cell: (e) => balanceText(e) },
  { id: 'expires', header: 'Valid until', className: 'whitespace-nowrap', cell: (e) => formatCalendarDate(e.expiresOn) },
  { id: 'status', header: 'Status', cell: (e) => standingNames[standingOf(e, today)] },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (e) => (
      <Button size="sm" variant="outline" data-open-entitlement={e.id} aria-label={`Open the ledger of ${e.code}`} onClick={() => { open(e); }}>
        Ledger
      </Button>
    ),
  },
];

/**
 * The Gift cards & packages place: every gift card, package and membership, searched by code (typed any way),
 * holder's or recipient's name or e-mail and filtered by kind, newest first and paged by the server; each opens to
 * its ledger, where its balance is adjusted with a reason. Issue one at the desk in a dialog. Under the list, the
 * packages and memberships sold online (Add offer, Edit), then the accountant's liability and breakage of a period.
 * Search, page and period live in the URL.
 */
export function EntitlementsPlace({ params, update }: { params: EntitlementsParams; update: (change: Partial<EntitlementsParams>) => void }) {
  const id = useId();
  // The spa's day (Dubai), by the server's clock once the navigation has read it.
  const today = useSpaClock().today();
  const [kind, setKind] = useState<EntitlementKind | ''>('');
  const [opened, setOpened] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  const issueButton = useRef<HTMLButtonElement>(null);
  const search = params.q.slice(0, searchMax);
  const list = useEntitlements({ search, kind, page: params.page });
  const quarter = quarterOf(today);
  const period: SummaryPeriod = params.from !== '' && params.to !== '' ? { from: params.from, to: params.to } : quarter;

  if (opened !== null) {
    const back = () => {
      const was = opened;
      setOpened(null);
      // Focus goes back to the row's button that opened the ledger, once the list is on screen again.
      window.setTimeout(() => {
        document.querySelector<HTMLElement>(`[data-open-entitlement="${String(was)}"]`)?.focus();
      }, 0);
    };
    return <EntitlementDetail id={opened} today={today} onBack={back} />;
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">Gift cards, packages and memberships: what each holder has left, and every change of it.</p>
        <Button ref={issueButton} onClick={() => { setIssuing(true); }}>
          <Plus aria-hidden="true" />
          Issue Gift Card or Package
        </Button>
      </div>
      <section aria-labelledby={`${id}-filters`} className="rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
        <h3 id={`${id}-filters`} className="mb-4 text-lg font-semibold text-forest-800">
          Find
        </h3>
        <form role="search" aria-labelledby={`${id}-filters`} noValidate onSubmit={(event) => { event.preventDefault(); }} className="grid gap-4 sm:grid-cols-[2fr_1fr] sm:items-end">
          <SearchField
            id={`${id}-search`}
            label="Search code, name or e-mail"
            value={search}
            onSearch={(text) => { update({ q: text.slice(0, searchMax) }); }}
          />
          <FormField id={`${id}-kind`} label="Kind">
            <Select
              {...fieldControlProps(`${id}-kind`, undefined)}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as EntitlementKind | '');
                update({ page: 1 });
              }}
            >
              <option value="">All kinds</option>
              {entitlementKinds.map((k) => (
                <option key={k} value={k}>
                  {kindNames[k]}
                </option>
              ))}
            </Select>
          </FormField>
        </form>
      </section>
      <DataTable
        caption="Gift cards, packages and memberships"
        rows={list.data?.rows ?? []}
        columns={columns(today, (e) => { setOpened(e.id); })}
        rowKey={(e) => e.id}
        rowData={(e) => ({ 'data-entitlement-id': e.id })}
        {...queryState(list, 'gift cards, packages and memberships')}
        empty={search !== '' || kind !== '' ? 'None match this search.' : 'No gift cards, packages or memberships yet.'}
        busy={list.isFetching}
        paging={{ list, page: params.page, update: (change) => { if (change.page !== undefined) update({ page: change.page }); }, noun: ['card or package', 'cards and packages'], label: 'Gift cards pages' }}
      />
      <OffersPanel />
      <LiabilityPanel period={period} onPeriod={(p) => { update(p); }} />
      {issuing ? (
        <IssueDialog
          onClose={() => { setIssuing(false); }}
          onIssued={(made) => {
            setIssuing(false);
            setOpened(made.id);
          }}
        />
      ) : null}
    </div>
  );
}
