import { LogOut } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-errors';
import { useSpaTimeZone } from '@/lib/site-config';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { formatMoment } from '../../shared/utils/format';
import { useEndSession, useMySessions, type StaffSession } from '../api/sessions';

/** My account's Sessions: every browser signed in as this person; any but this one can be ended here. */
export function SessionsSection() {
  const sessions = useMySessions();
  return (
    <section aria-labelledby="sessions" className="space-y-4 rounded-2xl border border-sand-300 bg-sand-50 p-6">
      <h3 id="sessions" className="text-xl font-semibold">
        Sessions
      </h3>
      {sessions.isError ? (
        <QueryError what="your sessions" onRetry={() => void sessions.refetch()} />
      ) : sessions.isPending ? (
        <Spinner label="Loading" className="py-4" />
      ) : (
        <ul className="divide-y divide-sand-300">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionRow({ session }: { session: StaffSession }) {
  const timeZone = useSpaTimeZone();
  const end = useEndSession();

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
