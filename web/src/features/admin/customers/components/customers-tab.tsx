import { Download, UserX } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useSpaTimeZone } from '@/lib/site-config';

import { useAdminMe } from '../../shared/api/get-admin-me';
import { DataTable, type Column } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { SearchField } from '../../shared/components/search-field';
import { formatDay } from '../../shared/utils/format';
import type { UpdateView } from '../../shared/utils/view';
import { customerExportHref, mayForgetCustomers } from '../api/customer-privacy';
import { useAdminCustomers, type AdminCustomer } from '../api/get-customers';
import { ForgetCustomerDialog } from './forget-customer-dialog';

const actionLook = 'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-medium text-forest-700 underline underline-offset-4 hover:text-forest-900';

/** A customer's privacy actions: the export for anyone who sees the list, Forget for who may use it. */
function CustomerActions({ customer, mayForget, onForget }: { customer: AdminCustomer; mayForget: boolean; onForget: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      <a href={customerExportHref(customer.id)} download className={actionLook} aria-label={`Export ${customer.name}'s data`}>
        <Download aria-hidden="true" className="size-4" />
        Export
      </a>
      {mayForget ? (
        <Button variant="ghost" className="text-danger" aria-label={`Forget ${customer.name}`} onClick={onForget}>
          <UserX aria-hidden="true" className="size-4" />
          Forget
        </Button>
      ) : null}
    </div>
  );
}

/** Name, e-mail, phone, joined date (in the spa's zone), bookings, and the privacy actions. */
const columns = (timeZone: string, actions: (c: AdminCustomer) => ReactNode): Column<AdminCustomer>[] => [
  { id: 'name', header: 'Name', primary: true, className: 'font-semibold text-forest-800', cell: (c) => c.name },
  { id: 'email', header: 'E-mail', className: 'break-all', cell: (c) => c.email },
  { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (c) => c.phone || 'N/A' },
  { id: 'joined', header: 'Joined', className: 'whitespace-nowrap', cell: (c) => formatDay(c.createdAt, timeZone) },
  { id: 'bookings', header: 'Bookings', align: 'end', className: 'tabular-nums', cell: (c) => c.bookingCount },
  { id: 'actions', header: 'Actions', align: 'end', cell: actions },
];

/** The Customers tab's view, as the dashboard's URL keeps it. */
interface CustomersView {
  page: number;
  /** Name or e-mail; '' = everyone. */
  q: string;
}

/**
 * The Customers tab: name, e-mail, phone, joined date (or N/A) and bookings, counted by the server; paged and
 * searchable. Each customer's data can be exported (a guest's request to take it), and, by owners and managers,
 * forgotten (a guest's request to erase it).
 */
export function CustomersTab({ params, update }: { params: CustomersView; update: UpdateView<CustomersView> }) {
  const id = useId();
  const timeZone = useSpaTimeZone();
  const customers = useAdminCustomers({ page: params.page, search: params.q });
  const me = useAdminMe();
  const mayForget = mayForgetCustomers(me.data);
  const [forgetting, setForgetting] = useState<AdminCustomer | null>(null);
  const search = useRef<HTMLDivElement>(null);

  return (
    <div className="space-y-6">
      <div ref={search} className="max-w-xl">
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
        columns={columns(timeZone, (c) => (
          <CustomerActions
            customer={c}
            mayForget={mayForget}
            onForget={() => {
              setForgetting(c);
            }}
          />
        ))}
        rowKey={(c) => c.id}
        rowData={(c) => ({ 'data-customer-id': c.id })}
        {...queryState(customers, 'customers')}
        empty={params.q !== '' ? 'No customers match this search.' : 'No customers yet.'}
        busy={customers.isFetching}
        paging={{ list: customers, page: params.page, update, noun: ['customer', 'customers'], label: 'Customers pages' }}
      />
      {forgetting ? (
        <ForgetCustomerDialog
          customer={forgetting}
          onClose={() => {
            setForgetting(null);
          }}
          // The row no longer names the customer: the search field is the steady place to return to.
          focusAfter={() => search.current?.querySelector('input')?.focus()}
        />
      ) : null}
    </div>
  );
}
