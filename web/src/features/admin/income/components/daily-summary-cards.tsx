import { formatPrice } from '@/lib/format';

import { formatCalendarDate } from '../../shared/utils/format';
import type { DaySummary } from '../api/get-income-summary';
import { isNegativeAmount } from '../utils/fils';

/** A label and an amount on a day's card. */
function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const negative = isNegativeAmount(value);
  return (
    <div className="flex justify-between gap-3">
      <dt className={strong ? 'font-semibold text-forest-800' : 'text-muted'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold text-forest-800' : ''} ${negative ? 'text-danger' : ''}`}>{formatPrice(value, 'en')}</dd>
    </div>
  );
}

/**
 * A daily financial summary card per date, newest first (as the server orders them): the day's
 * total (cash + card + spa tip share + tips VAT), its parts, and each therapist's commission and tips.
 */
export function DailySummaryCards({ days, dayCount }: { days: DaySummary[]; dayCount: number }) {
  return (
    <section aria-labelledby="daily-summary-heading" className="space-y-4">
      <h3 id="daily-summary-heading" className="font-display text-2xl font-semibold text-forest-800">
        Daily Financial Summary
      </h3>
      {days.length === 0 ? (
        <p className="text-muted">No invoices in this period.</p>
      ) : (
        <>
          {dayCount > days.length ? (
            <p className="text-sm text-muted">
              The newest {days.length} of {dayCount} days; narrow the dates to see older ones.
            </p>
          ) : null}
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {days.map((day) => (
              <li key={day.date}>
                <article aria-labelledby={`day-${day.date}`} className="h-full rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
                  <h4 id={`day-${day.date}`} className="font-semibold text-forest-800">
                    {formatCalendarDate(day.date)}
                  </h4>
                  <p className="text-sm text-muted">
                    {day.count} {day.count === 1 ? 'invoice' : 'invoices'}
                  </p>
                  <dl className="mt-3 space-y-1 text-sm">
                    <Line label="Daily total" value={day.dailyTotal} strong />
                    <Line label="Cash" value={day.cash} />
                    <Line label="Card" value={day.card} />
                    <Line label="Card with markup" value={day.cardWithMarkup} />
                    <Line label="Spa tip share" value={day.spaTipShare} />
                    <Line label="Tips VAT" value={day.tipsVat} />
                    <Line label="Commission" value={day.commission} />
                    <Line label="Cash on hand" value={day.cashOnHand} />
                    <Line label="Spending (expenses)" value={day.spending} />
                  </dl>
                  {day.therapists.length > 0 ? (
                    <>
                      <h5 className="mt-4 text-xs font-semibold tracking-wide text-forest-800 uppercase">Therapists</h5>
                      <ul className="mt-1 space-y-1 text-sm">
                        {day.therapists.map((t) => (
                          <li key={t.name} className="flex justify-between gap-3">
                            <span>
                              {t.name} <span className="text-muted">({t.count})</span>
                            </span>
                            <span className="text-right tabular-nums">
                              {formatPrice(t.earnings, 'en')}
                              <span className="sr-only">
                                {' '}
                                earned: commission {formatPrice(t.commission, 'en')}, tips {formatPrice(t.tips, 'en')}
                              </span>
                            </span>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
