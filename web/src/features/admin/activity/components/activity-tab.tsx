import { Download } from 'lucide-react';
import { useId, useState } from 'react';

import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

import { auditActions, auditCsvHref, noAuditFilter, useAuditEvents, type AuditFilter } from '../../shared/api/get-audit';
import { useStaffNames } from '../../shared/api/get-staff-names';
import { AuditEventList } from '../../shared/components/audit-event-list';
import { Pagination } from '../../shared/components/pagination';
import { QueryError } from '../../shared/components/query-error';
import { pageCount } from '../../shared/utils/pagination';

/**
 * The Activity place (owners and managers): the audit log, newest first, filtered by person, kind of record,
 * action and the spa's days, in pages, with a CSV download of the same filter. Each row says when (spa time),
 * who, what and the change.
 */
export function ActivityTab() {
  const id = useId();
  const [filter, setFilter] = useState<AuditFilter>(noAuditFilter);
  const events = useAuditEvents(filter);
  const people = useStaffNames();
  const change = (part: Partial<AuditFilter>) => {
    setFilter({ ...filter, ...part, page: part.page ?? 1 });
  };
  const label = 'block text-sm font-semibold text-forest-800';

  return (
    <div className="space-y-4">
      <form role="search" aria-label="Filter the activity" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => { e.preventDefault(); }}>
        <div className="space-y-1">
          <label htmlFor={`${id}-actor`} className={label}>
            Person
          </label>
          <Select id={`${id}-actor`} value={filter.actor} onChange={(e) => { change({ actor: e.target.value }); }}>
            <option value="">Everyone</option>
            {(people.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-entity`} className={label}>
            Record
          </label>
          <Input id={`${id}-entity`} placeholder="bookings, services…" value={filter.entity} onChange={(e) => { change({ entity: e.target.value.trim() }); }} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-action`} className={label}>
            Action
          </label>
          <Select id={`${id}-action`} value={filter.action} onChange={(e) => { change({ action: e.target.value }); }}>
            <option value="">Any</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-from`} className={label}>
            From
          </label>
          <Input id={`${id}-from`} type="date" value={filter.from} onChange={(e) => { change({ from: e.target.value }); }} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className={label}>
            To
          </label>
          <Input id={`${id}-to`} type="date" value={filter.to} onChange={(e) => { change({ to: e.target.value }); }} />
        </div>
      </form>
      <a href={auditCsvHref(filter)} download className="inline-flex min-h-11 items-center gap-2 font-medium text-forest-700 underline">
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </a>
      {events.isPending ? (
        <p role="status" className="py-8 text-center text-muted">
          Loading the activity…
        </p>
      ) : events.isError ? (
        <QueryError what="the activity" onRetry={() => void events.refetch()} />
      ) : (
        <>
          <AuditEventList events={events.data.rows} label="Activity, newest first" showRecord />
          <Pagination label="Activity pages" page={filter.page} count={pageCount(events.data.total)} onPageChange={(page) => { change({ page }); }} busy={events.isFetching} />
        </>
      )}
    </div>
  );
}
