import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';

import { DataTable, type Column } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { arabicText } from '../../shared/utils/arabic';
import { useAdminServices, type AdminService } from '../../shared/api/get-admin-services';
import { ServiceFormDialog } from './service-form-dialog';

const badge = 'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold';

/** Name (and its Arabic), description, category, duration, price, Active/Inactive, bookings and Edit. */
const columns = (onEdit: (service: AdminService) => void): Column<AdminService>[] => [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    sortValue: (service) => service.name,
    className: 'font-semibold text-forest-800',
    cell: (service) => (
      <>
        <span className="block">{service.name}</span>
        {service.nameAr ? (
          <span {...arabicText} className="block text-sm font-normal text-muted">
            {service.nameAr}
          </span>
        ) : null}
      </>
    ),
  },
  { id: 'description', header: 'Description', className: 'max-w-xs text-muted', cell: (service) => service.description || '—' },
  { id: 'category', header: 'Category', sortValue: (service) => service.category, className: 'whitespace-nowrap', cell: (service) => service.category },
  { id: 'duration', header: 'Duration', sortValue: (service) => service.duration, className: 'whitespace-nowrap', cell: (service) => `${String(service.duration)} min` },
  {
    id: 'price',
    header: 'Price',
    sortValue: (service) => Number(service.price),
    className: 'whitespace-nowrap tabular-nums',
    cell: (service) => formatPrice(service.price, 'en'),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (service) =>
      service.isActive ? (
        <span className={`${badge} border-green-300 bg-green-100 text-green-900`}>Active</span>
      ) : (
        <span className={`${badge} border-sand-400 bg-sand-200 text-muted`}>Inactive</span>
      ),
  },
  { id: 'bookings', header: 'Bookings', align: 'end', sortValue: (service) => service.bookingCount, className: 'tabular-nums', cell: (service) => service.bookingCount },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (service) => (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Edit ${service.name}`}
        onClick={() => {
          onEdit(service);
        }}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
    ),
  },
];

/** Which dialog is open: none, Add, or Edit of one service. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; service: AdminService };

/** The Services tab: every service with its category, duration, price, Active/Inactive badge and bookings; add and edit. */
export function ServicesTab() {
  const services = useAdminServices();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const list = services.data ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">Changes to prices and availability show on the public pages at once.</p>
        <Button
          onClick={() => {
            setEditing({ mode: 'add' });
          }}
        >
          <Plus aria-hidden="true" />
          Add Service
        </Button>
      </div>
      <DataTable
        caption="Services"
        rows={list}
        columns={columns((service) => {
          setEditing({ mode: 'edit', service });
        })}
        rowKey={(service) => service.id}
        rowData={(service) => ({ 'data-service-id': service.id })}
        {...queryState(services, 'services')}
        empty="No services yet."
      />
      {editing.mode === 'closed' ? null : (
        <ServiceFormDialog
          service={editing.mode === 'edit' ? editing.service : null}
          onClose={() => {
            setEditing({ mode: 'closed' });
          }}
        />
      )}
    </div>
  );
}
