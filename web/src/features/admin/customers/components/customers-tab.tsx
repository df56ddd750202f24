import { useId } from 'react';

import { useSpaTimeZone } from '@/lib/site-config';

import { DataTable, type Column } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { SearchField } from '../../shared/components/search-field';
import { formatDay } from '../../shared/utils/format';
import type { UpdateView } from '../../shared/utils/view';
import { useAdminCustomers, type AdminCustomer } from '../api/get-customers';

/** Name, e-mail, phone, joined date (in the spa's zone) and bookings. */
const columns = (timeZone: string): Column<AdminCustomer>[] => [
  { id: 'name', header: 'Name', primary: true, className: 'font-semibold text-forest-800', cell: (c) => c.name },
  { id: 'email', header: 'E-mail', className: 'break-all', cell: (c) => c.email },
  { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (c) => c.phone || 'N/A' },
  { id: 'joined', header: 'Joined', className: 'whitespace-nowrap', cell: (c) => formatDay(c.createdAt, timeZone) },
  { id: 'bookings', header: 'Bookings', align: 'end', className: 'tabular-nums', cell: (c) => c.bookingCount },
];

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
      <DataTable
        caption="Customers, newest first"
        rows={customers.data?.rows ?? []}
        columns={columns(timeZone)}
        rowKey={(c) => c.id}
        rowData={(c) => ({ 'data-customer-id': c.id })}
        {...queryState(customers, 'customers')}
        empty={params.q !== '' ? 'No customers match this search.' : 'No customers yet.'}
        busy={customers.isFetching}
        paging={{ list: customers, page: params.page, update, noun: ['customer', 'customers'], label: 'Customers pages' }}
      />
    </div>
  );
}
