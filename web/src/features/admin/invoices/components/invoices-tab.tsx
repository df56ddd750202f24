import { useState } from 'react';

import { Button } from '@/components/ui/button';

import type { TaxDocument } from '../../shared/api/tax-document';
import { DataTable, type Column } from '../../shared/components/data-table';
import { formatCalendarDate } from '../../shared/utils/format';
import { queryState } from '../../shared/utils/query-state';
import type { UpdateView } from '../../shared/utils/view';
import { hasInvoiceFilters, useInvoices, type InvoicesView } from '../api/invoices';
import { InvoiceDialog } from './invoice-dialog';
import { InvoicesFilters } from './invoices-filters';

/** Who a document is for: the buyer it names (a full invoice), else the guest. */
const partyOf = (doc: TaxDocument) => (doc.buyer && doc.buyer.name !== '' ? doc.buyer.name : doc.customerName);

function invoiceColumns(open: (doc: TaxDocument) => void): Column<TaxDocument>[] {
  return [
    {
      id: 'number',
      header: 'Number',
      primary: true,
      className: 'whitespace-nowrap',
      cell: (doc) => (
        <Button
          variant="ghost"
          size="sm"
          className="-ms-3 font-semibold underline"
          aria-label={`Open ${doc.title} ${doc.number}`}
          onClick={() => {
            open(doc);
          }}
        >
          {doc.number}
        </Button>
      ),
    },
    { id: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (doc) => formatCalendarDate(doc.issueDate) },
    { id: 'party', header: 'Guest / buyer', cell: (doc) => partyOf(doc) },
    {
      id: 'kind',
      header: 'Kind',
      cell: (doc) => (
        <>
          {doc.title}
          {doc.correctsNumber ? <span className="block text-sm text-muted">Corrects {doc.correctsNumber}</span> : null}
        </>
      ),
    },
    { id: 'total', header: 'Total', align: 'end', className: 'whitespace-nowrap tabular-nums', cell: (doc) => `AED ${doc.total}` },
    { id: 'vat', header: 'VAT', align: 'end', className: 'whitespace-nowrap tabular-nums', cell: (doc) => `AED ${doc.vat}` },
  ];
}

/**
 * The Invoices place: every issued tax invoice and credit note, newest first, searched and filtered by the
 * server; opening one shows its lines, payments and credit notes, with its print, PDF, e-mail and (for those
 * who see income) credit note.
 */
export function InvoicesTab({ params, update, mayCredit }: { params: InvoicesView; update: UpdateView<InvoicesView>; mayCredit: boolean }) {
  const view: InvoicesView = { page: params.page, from: params.from, to: params.to, q: params.q };
  const invoices = useInvoices(view);
  const [opened, setOpened] = useState<TaxDocument | null>(null);
  return (
    <div className="space-y-6">
      <InvoicesFilters view={view} update={update} />
      <DataTable
        caption="Invoices and credit notes, newest first"
        rows={invoices.data?.rows ?? []}
        columns={invoiceColumns(setOpened)}
        rowKey={(doc) => doc.id}
        rowData={(doc) => ({ 'data-invoice-id': doc.id })}
        {...queryState(invoices, 'invoices')}
        empty={hasInvoiceFilters(view) ? 'No invoices match these filters.' : 'No invoices yet: a checkout issues the first.'}
        busy={invoices.isFetching}
        paging={{ list: invoices, page: view.page, update, noun: ['document', 'documents'], label: 'Invoices pages', size: invoices.data?.pageSize }}
      />
      {opened ? (
        <InvoiceDialog
          id={opened.id}
          number={opened.number}
          mayCredit={mayCredit}
          onClose={() => {
            setOpened(null);
          }}
        />
      ) : null}
    </div>
  );
}
