import { useId } from 'react';

import { formatPrice } from '@/lib/format';

import { PeriodForm } from '../../shared/components/period-form';
import { QueryError } from '../../shared/components/query-error';
import { formatCalendarDate } from '../../shared/utils/format';
import { periodRefusal } from '../../shared/utils/period';
import { entitlementKinds, useEntitlementSummary, type EntitlementFigures, type SummaryPeriod } from '../api/entitlements';
import { kindNames, sessionsText } from '../utils/entitlement-words';

const aed = (value: string) => formatPrice(value, 'en');

/** A kind's figure: "AED 450.00", with its sessions for a package or a membership ("AED 450.00 (3 sessions)"). */
function figure(amount: string, sessions: number, inSessions: boolean): string {
  return inSessions ? `${aed(amount)} (${sessionsText(sessions)})` : aed(amount);
}

/**
 * The accountant's two figures of a period, as the server adds them up from the ledgers (to the fils): the
 * liability, what the spa still owes holders at the end of the period's last day, and the breakage, what expired
 * unused within the period; by kind and in all. The period is the URL's (from, to), the quarter holding today until
 * the manager picks days; a period the server refuses is told at its field.
 */
export function LiabilityPanel({ period, onPeriod }: { period: SummaryPeriod; onPeriod: (period: SummaryPeriod) => void }) {
  const id = useId();
  const summary = useEntitlementSummary(period);
  const refused = periodRefusal(summary);
  const data = summary.data;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
      <div>
        <h3 id={`${id}-heading`} className="font-display text-2xl font-semibold text-forest-800">
          Liability and breakage
        </h3>
        <p className="text-sm text-muted">For the accountant: what gift cards, packages and memberships still owe, and what expired unused.</p>
      </div>
      <PeriodForm label="Period of the figures" value={period} errors={refused} onSubmit={onPeriod} />
      {refused ? null : summary.isError ? (
        <QueryError what="the liability and breakage" onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <p role="status" className="text-muted">
          Loading the figures…
        </p>
      ) : (
        <div aria-busy={summary.isFetching || undefined} className="space-y-4">
          <p className="text-sm text-muted">
            From {formatCalendarDate(data.from)} to {formatCalendarDate(data.to)}.
          </p>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-sand-300 p-4">
              <dt className="font-semibold text-forest-800">Liability</dt>
              <dd data-testid="entitlement-liability" className="text-2xl font-semibold tabular-nums">
                {aed(data.owedTotal)}
              </dd>
              <dd className="mt-1 text-sm text-muted">
                Still owed to holders at the end of {formatCalendarDate(data.to)}: every balance not yet used or expired, a session at the price paid
                for it.
              </dd>
            </div>
            <div className="rounded-xl border border-sand-300 p-4">
              <dt className="font-semibold text-forest-800">Breakage</dt>
              <dd data-testid="entitlement-breakage" className="text-2xl font-semibold tabular-nums">
                {aed(data.expiredTotal)}
              </dd>
              <dd className="mt-1 text-sm text-muted">Expired unused within the period: what holders can no longer use, no longer owed by the spa.</dd>
            </div>
          </dl>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
          <div role="region" aria-label="Liability and breakage by kind" tabIndex={0} className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Liability and breakage by kind</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-2 pe-3">
                    Kind
                  </th>
                  <th scope="col" className="py-2 pe-3 text-right">
                    Still owing
                  </th>
                  <th scope="col" className="py-2 pe-3 text-right">
                    Liability
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Breakage
                  </th>
                </tr>
              </thead>
              <tbody>
                {entitlementKinds.map((kind) => {
                  const f: EntitlementFigures = data.kinds[kind];
                  const inSessions = kind !== 'gift_card';
                  return (
                    <tr key={kind} className="border-t border-sand-300">
                      <th scope="row" className="py-2 pe-3 text-left font-medium">
                        {kindNames[kind]}
                      </th>
                      <td className="py-2 pe-3 text-right tabular-nums">{f.count}</td>
                      <td className="py-2 pe-3 text-right tabular-nums">{figure(f.owedAmount, f.owedSessions, inSessions)}</td>
                      <td className="py-2 text-right tabular-nums">{figure(f.expiredAmount, f.expiredSessions, inSessions)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
