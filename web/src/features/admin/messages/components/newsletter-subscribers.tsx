import { Download } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';
import { useSpaTimeZone } from '@/lib/site-config';

import { AdminTable, Td, Th } from '../../shared/components/admin-table';
import { QueryRows } from '../../shared/components/query-rows';
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
      <AdminTable caption="Newsletter subscribers, newest first" minWidth="min-w-[24rem]">
        <thead>
          <tr>
            <Th>E-mail</Th>
            <Th>Subscribed</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows
            columns={2}
            query={subscribers}
            what="subscribers"
            loading="Loading subscribers"
            rows={list.slice(0, shown)}
            empty="No subscribers yet."
          >
            {(subscriber) => (
              <tr key={subscriber.id}>
                <Td className="break-all">{subscriber.email}</Td>
                <Td className="whitespace-nowrap">{formatDay(subscriber.createdAt, timeZone)}</Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </AdminTable>
      {list.length > shown ? (
        <p className="text-sm text-muted">
          Showing the newest {shown} of {list.length}. Export CSV for the whole list.
        </p>
      ) : null}
    </section>
  );
}
