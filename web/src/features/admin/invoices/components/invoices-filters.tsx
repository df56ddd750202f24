import { X } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

import { SearchField } from '../../shared/components/search-field';
import type { UpdateView } from '../../shared/utils/view';
import { hasInvoiceFilters, type InvoicesView } from '../api/invoices';

/** Search by number, guest or buyer, and the days issued: the server filters, the URL keeps them. */
export function InvoicesFilters({ view, update }: { view: InvoicesView; update: UpdateView<InvoicesView> }) {
  const id = useId();
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
      <SearchField
        id={`${id}-search`}
        label="Search invoices"
        placeholder="Number, guest or buyer"
        value={view.q}
        onSearch={(q) => {
          update({ q }, { replace: true });
        }}
      />
      <div className="space-y-2">
        <label htmlFor={`${id}-from`} className="block text-sm font-semibold text-forest-800">
          From
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          value={view.from}
          onChange={(event) => {
            update({ from: event.target.value }, { replace: true });
          }}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-to`} className="block text-sm font-semibold text-forest-800">
          To
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          value={view.to}
          onChange={(event) => {
            update({ to: event.target.value }, { replace: true });
          }}
        />
      </div>
      <Button
        variant="ghost"
        className="md:mb-0.5"
        disabled={!hasInvoiceFilters(view)}
        onClick={() => {
          update({ q: '', from: '', to: '' }, { replace: true });
        }}
      >
        <X aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}
