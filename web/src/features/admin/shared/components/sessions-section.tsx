import { LogOut } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-errors';
import { useSpaTimeZone } from '@/lib/site-config';
import { toast } from '@/lib/toast';

import { QueryError } from './query-error';
import { formatMoment } from '../utils/format';
import { useEndSession, useSessions, type SessionsOf, type StaffSession } from '../api/sessions';

/**
 * A person's Sessions: every browser signed in as them (device, address, signed in, last use); any but the
 * one of this request can be ended here. My account shows one's own; a person's profile in Staff accounts
 * shows theirs to an owner or a manager.
 */
export function SessionsSection({ of = { kind: 'me' } }: { of?: SessionsOf }) {
  const sessions = useSessions(of);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-sand-300 bg-sand-50 p-6">
      <h3 id={headingId} className="text-xl font-semibold">
        Sessions
      </h3>
      {sessions.isError ? (
        <QueryError what={of.kind === 'me' ? 'your sessions' : 'the sessions'} onRetry={() => void sessions.refetch()} />
      ) : sessions.isPending ? (
        <Spinner label="Loading" className="py-4" />
      ) : sessions.data.length === 0 ? (
        <p className="text-sm text-muted">Not signed in anywhere.</p>
      ) : (
        <ul className="divide-y divide-sand-300">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} of={of} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionRow({ of, session }: { of: SessionsOf; session: StaffSession }) {
  const timeZone = useSpaTimeZone();
  const end = useEndSession(of);

  async function endIt() {
    try {
      await end.mutateAsync(session.id);
    } catch (failure) {
      toast({ title: 'Could not end the session', description: apiErrorMessage(failure) ?? 'Please try again.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Session ended', description: `${session.device} is signed out.` });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold">
          {session.device}
          {session.current && <span className="ms-2 text-sm font-normal text-muted">This device</span>}
        </p>
        {session.address === '' ? null : <p className="text-sm text-muted">From {session.address}</p>}
        <p className="text-sm text-muted">
          Signed in <time dateTime={session.signedInAt}>{formatMoment(session.signedInAt, timeZone)}</time> · Last use{' '}
          <time dateTime={session.lastUsedAt}>{formatMoment(session.lastUsedAt, timeZone)}</time>
        </p>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-busy={end.isPending || undefined}
          aria-label={`End the session on ${session.device}`}
          onClick={() => void endIt()}
        >
          <LogOut aria-hidden="true" />
          End
        </Button>
      )}
    </li>
  );
}
