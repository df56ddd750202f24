import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';

import { AdminTable, Td, Th } from '../../shared/components/admin-table';
import { QueryRows } from '../../shared/components/query-rows';
import { arabicText } from '../../shared/utils/arabic';
import { useAdminServices, type AdminService } from '../api/get-admin-services';
import { ServiceFormDialog } from './service-form-dialog';

const columns = 8;

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
      <AdminTable caption="Services" minWidth="min-w-[60rem]">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Description</Th>
            <Th>Category</Th>
            <Th>Duration</Th>
            <Th>Price</Th>
            <Th>Status</Th>
            <Th className="text-right">Bookings</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows
            columns={columns}
            query={services}
            what="services"
            loading="Loading services"
            rows={list}
            empty="No services yet."
          >
            {(service) => (
              <tr key={service.id} data-service-id={service.id}>
                <Td className="font-semibold text-forest-800">
                  <span className="block">{service.name}</span>
                  {service.nameAr ? (
                    <span {...arabicText} className="block text-sm font-normal text-muted">
                      {service.nameAr}
                    </span>
                  ) : null}
                </Td>
                <Td className="max-w-xs text-muted">{service.description || '—'}</Td>
                <Td className="whitespace-nowrap">{service.category}</Td>
                <Td className="whitespace-nowrap">{service.duration} min</Td>
                <Td className="whitespace-nowrap tabular-nums">{formatPrice(service.price, 'en')}</Td>
                <Td>
                  {service.isActive ? (
                    <span className="inline-flex rounded-full border border-green-300 bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                      Active
                    </span>
                  ) : (
                    <span className="inline-flex rounded-full border border-sand-400 bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-muted">
                      Inactive
                    </span>
                  )}
                </Td>
                <Td className="text-right tabular-nums">{service.bookingCount}</Td>
                <Td className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${service.name}`}
                    onClick={() => {
                      setEditing({ mode: 'edit', service });
                    }}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                </Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </AdminTable>
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
