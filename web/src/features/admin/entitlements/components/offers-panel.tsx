import { Plus } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';

import { DataTable, type Column } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { useServiceChoices } from '../api/entitlements';
import { useAdminOffers, type Offer } from '../api/offers';
import { offerCoversText, offerKindName, offerPriceText } from '../utils/offer-form';
import { OfferDialog } from './offer-dialog';

const columns = (serviceName: (id: number) => string | undefined, edit: (offer: Offer) => void): Column<Offer>[] => [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    cell: (o) => (
      <>
        <span className="block font-semibold text-forest-800">{o.name}</span>
        {o.nameAr !== '' ? (
          <span lang="ar" dir="rtl" className="block text-muted">
            {o.nameAr}
          </span>
        ) : null}
      </>
    ),
  },
  { id: 'kind', header: 'Kind', cell: (o) => offerKindName(o.kind) },
  { id: 'covers', header: 'Covers', cell: (o) => offerCoversText(o, serviceName) },
  { id: 'price', header: 'Price', className: 'tabular-nums', cell: (o) => offerPriceText(o) },
  { id: 'online', header: 'Online', className: 'whitespace-nowrap', cell: (o) => (o.online ? 'On sale' : 'Not on sale') },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (o) => (
      <Button size="sm" variant="outline" data-edit-offer={o.id} aria-label={`Edit ${o.name}`} onClick={() => { edit(o); }}>
        Edit
      </Button>
    ),
  },
];

/**
 * Sold online: the packages and memberships the spa offers on the public Packages page, with what each covers, its
 * price and whether it is on sale now; Add offer and Edit open the offer dialog. Taking one off sale is unticking
 * "On sale online": what was bought keeps what it was sold with.
 */
export function OffersPanel() {
  const id = useId();
  const offers = useAdminOffers();
  const services = useServiceChoices();
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  const serviceName = (serviceId: number) => services.data?.find((s) => s.id === serviceId)?.name;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-heading`} className="font-display text-2xl font-semibold text-forest-800">
            Sold online
          </h3>
          <p className="text-sm text-muted">Packages and memberships guests may buy on the Packages page.</p>
        </div>
        <Button onClick={() => { setEditing('new'); }}>
          <Plus aria-hidden="true" />
          Add offer
        </Button>
      </div>
      <DataTable
        caption="Packages and memberships sold online"
        rows={offers.data ?? []}
        columns={columns(serviceName, setEditing)}
        rowKey={(o) => o.id}
        rowData={(o) => ({ 'data-offer-id': o.id })}
        {...queryState(offers, 'the offers')}
        empty="No packages or memberships for sale online yet."
        busy={offers.isFetching}
      />
      {editing !== null ? (
        <OfferDialog
          offer={editing === 'new' ? undefined : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}
