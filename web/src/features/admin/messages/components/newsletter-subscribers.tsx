import { Download } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';
import { useSpaTimeZone } from '@/lib/site-config';

import { DataTable } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { formatDay } from '../../shared/utils/format';
import { subscribersCsvPath, useNewsletterSubscribers } from '../api/get-newsletter-subscribers';

/** How many of the newest subscribers are listed; the CSV has them all. */
const shown = 50;

/** The newsletter's subscribers, newest first, with a CSV export of the whole list. */
export function NewsletterSubscribers() {
  const subscribers = useNewsletterSubscribers();
  const timeZone = useSpaTimeZone();
  const list = subscribers.data ?? [];
  return (
    <section aria-labelledby="subscribers-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="subscribers-heading" className="text-2xl font-semibold">
          Newsletter Subscribers{subscribers.data ? ` (${list.length})` : ''}
        </h3>
        <a href={subscribersCsvPath} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <DataTable
        caption="Newsletter subscribers, newest first"
        rows={list.slice(0, shown)}
        columns={[
          { id: 'email', header: 'E-mail', primary: true, className: 'break-all', sortValue: (s) => s.email, cell: (s) => s.email },
          { id: 'subscribed', header: 'Subscribed', className: 'whitespace-nowrap', sortValue: (s) => s.createdAt, cell: (s) => formatDay(s.createdAt, timeZone) },
        ]}
        rowKey={(s) => s.id}
        {...queryState(subscribers, 'subscribers')}
        empty="No subscribers yet."
      />
      {list.length > shown ? (
        <p className="text-sm text-muted">
          Showing the newest {shown} of {list.length}. Export CSV for the whole list.
        </p>
      ) : null}
    </section>
  );
}
