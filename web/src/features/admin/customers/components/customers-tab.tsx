import { useId } from 'react';

import { useSpaTimeZone } from '@/lib/site-config';

import { AdminTable, Td, Th } from '../../shared/components/admin-table';
import { PagedFooter } from '../../shared/components/paged-footer';
import { QueryRows } from '../../shared/components/query-rows';
import { SearchField } from '../../shared/components/search-field';
import { formatDay } from '../../shared/utils/format';
import type { UpdateView } from '../../shared/utils/view';
import { useAdminCustomers } from '../api/get-customers';

const columns = 5;

/** The Customers tab's view, as the dashboard's URL keeps it. */
interface CustomersView {
  page: number;
  /** Name or e-mail; '' = everyone. */
  q: string;
}

/** The Customers tab: name, e-mail, phone, joined date (or N/A) and bookings, counted by the server; paged and searchable. */
export function CustomersTab({ params, update }: { params: CustomersView; update: UpdateView<CustomersView> }) {
  const id = useId();
  const timeZone = useSpaTimeZone();
  const customers = useAdminCustomers({ page: params.page, search: params.q });
  const rows = customers.data?.rows ?? [];

  return (
    <div className="space-y-6">
      <div className="max-w-xl">
        <SearchField
          id={`${id}-search`}
          label="Search customers"
          placeholder="Name or e-mail"
          value={params.q}
          onSearch={(q) => {
            update({ q }, { replace: true });
          }}
        />
      </div>
      <div aria-busy={customers.isFetching || undefined}>
        <AdminTable caption="Customers, newest first" minWidth="min-w-[44rem]">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>E-mail</Th>
              <Th>Phone</Th>
              <Th>Joined</Th>
              <Th className="text-right">Bookings</Th>
            </tr>
          </thead>
          <tbody>
            <QueryRows
              columns={columns}
              query={customers}
              what="customers"
              loading="Loading customers"
              rows={rows}
              empty={params.q !== '' ? 'No customers match this search.' : 'No customers yet.'}
            >
              {(customer) => (
                <tr key={customer.id}>
                  <Td className="font-semibold text-forest-800">{customer.name}</Td>
                  <Td className="break-all">{customer.email}</Td>
                  <Td className="whitespace-nowrap">{customer.phone || 'N/A'}</Td>
                  <Td className="whitespace-nowrap">{formatDay(customer.createdAt, timeZone)}</Td>
                  <Td className="text-right tabular-nums">{customer.bookingCount}</Td>
                </tr>
              )}
            </QueryRows>
          </tbody>
        </AdminTable>
      </div>
      <PagedFooter list={customers} page={params.page} update={update} noun={['customer', 'customers']} label="Customers pages" />
    </div>
  );
}
