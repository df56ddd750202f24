import { Download } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { useSpaTimeZone } from '@/lib/site-config';

import { AdminTable, Td, TableMessage, Th } from '../../shared/components/admin-table';
import { QueryError } from '../../shared/components/query-error';
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
          {subscribers.isPending ? (
            <TableMessage columns={2}>
              <Spinner label="Loading subscribers" className="py-4" />
            </TableMessage>
          ) : subscribers.isError ? (
            <TableMessage columns={2}>
              <QueryError what="subscribers" onRetry={() => void subscribers.refetch()} />
            </TableMessage>
          ) : list.length === 0 ? (
            <TableMessage columns={2}>No subscribers yet.</TableMessage>
          ) : (
            list.slice(0, shown).map((subscriber) => (
              <tr key={subscriber.id}>
                <Td className="break-all">{subscriber.email}</Td>
                <Td className="whitespace-nowrap">{formatDay(subscriber.createdAt, timeZone)}</Td>
              </tr>
            ))
          )}
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
