import { History } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';

import { useAdminMe } from '../api/get-admin-me';
import { noAuditFilter, useAuditEvents } from '../api/get-audit';
import { AuditEventList } from './audit-event-list';
import { QueryError } from './query-error';

function HistoryList({ entity, entityId }: { entity: string; entityId: string }) {
  const events = useAuditEvents({ ...noAuditFilter, entity, entityId });
  if (events.isPending) return <p role="status">Loading the history…</p>;
  if (events.isError) return <QueryError what="the history" onRetry={() => void events.refetch()} />;
  return <AuditEventList events={events.data.rows} label="Changes, newest first" />;
}

/**
 * A record's History (its audit events: who changed what, newest first), for the roles that may read the audit
 * log; read only when opened. `entity` is the kind of record as the log names it ('bookings', 'services').
 */
export function RecordHistory({ entity, entityId }: { entity: string; entityId: number }) {
  const me = useAdminMe();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!me.data?.permissions.includes('audit')) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 space-y-2 border-t border-sand-300 pt-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        History
      </h3>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <History aria-hidden="true" />
        {open ? 'Hide history' : 'Show history'}
      </Button>
      {open ? <HistoryList entity={entity} entityId={String(entityId)} /> : null}
    </section>
  );
}
