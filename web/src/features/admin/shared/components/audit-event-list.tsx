import { useSpaClock } from '../hooks/use-spa-clock';
import type { AuditEvent } from '../api/get-audit';
import { auditChanges } from '../utils/audit-changes';
import { formatMoment } from '../utils/format';

/**
 * Audit events as a list: when (the spa's time), who, the action, the record (with `showRecord`) and the change,
 * one "field: before → after" per changed field.
 */
export function AuditEventList({ events, label, showRecord = false }: { events: AuditEvent[]; label: string; showRecord?: boolean }) {
  const { timeZone } = useSpaClock();
  if (events.length === 0) return <p className="text-muted">No activity.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-sand-200 rounded-xl border border-sand-300 bg-sand-50">
      {events.map((event) => {
        const changes = auditChanges(event.before, event.after);
        return (
          <li key={event.id} className="space-y-1 px-3 py-2 text-sm">
            <p>
              <span className="text-muted">{formatMoment(event.at, timeZone)}</span> · <span className="font-semibold">{event.actor.name || 'Unknown'}</span>{' '}
              {event.action}
              {showRecord ? ` ${event.entity}${event.entityId === '' ? '' : ` #${event.entityId}`}` : ''}
            </p>
            {changes.length > 0 ? (
              <ul className="font-mono text-xs break-words text-ink">
                {changes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
