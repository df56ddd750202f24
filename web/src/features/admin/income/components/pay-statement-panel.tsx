import { LoaderCircle } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { formatCalendarDate } from '../../shared/utils/format';
import {
  payoutMethodLabel,
  payoutMethods,
  statementPdfPath,
  usePayStatement,
  useRecordPayout,
  useTeamChoices,
  type PayoutMethod,
  type PayStatement,
} from '../api/pay-statement';

const money = (amount: string) => formatPrice(amount, 'en');

/**
 * Pay statements: a therapist's treatments of a month with their commission, her tip share, what she is due, what
 * was paid and what is still due (`GET /api/admin/therapists/{id}/statement`, the figures of her line of the
 * summary above); its PDF in English or Arabic; and Mark as paid, which records a payout.
 */
export function PayStatementPanel() {
  const id = useId();
  const clock = useSpaClock();
  const team = useTeamChoices();
  const [therapistId, setTherapistId] = useState<number | null>(null);
  const [month, setMonth] = useState(() => clock.today().slice(0, 7));
  const statement = usePayStatement(therapistId, month);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="font-display text-2xl font-semibold text-forest-800">
        Pay statement
      </h3>
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <FormField id={`${id}-therapist`} label="Statement of therapist">
          <Select
            id={`${id}-therapist`}
            value={therapistId === null ? '' : String(therapistId)}
            onChange={(e) => {
              setTherapistId(e.target.value === '' ? null : Number(e.target.value));
            }}
          >
            <option value="">Choose a therapist</option>
            {(team.data ?? []).map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-month`} label="Statement month">
          <Input
            id={`${id}-month`}
            type="month"
            value={month}
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
            }}
          />
        </FormField>
      </div>
      {team.isError ? <QueryError what="the team" onRetry={() => void team.refetch()} /> : null}
      {therapistId === null ? (
        <p className="text-muted">Choose a therapist to see her statement.</p>
      ) : statement.isPending ? (
        <p role="status" className="py-4 text-muted">
          Loading the statement…
        </p>
      ) : statement.isError ? (
        <QueryError what="the statement" onRetry={() => void statement.refetch()} />
      ) : (
        <StatementView key={`${String(therapistId)}-${month}`} statement={statement.data} today={clock.today()} />
      )}
    </section>
  );
}

function StatementView({ statement, today }: { statement: PayStatement; today: string }) {
  const [paying, setPaying] = useState(false);
  const due = Number(statement.due) > 0;
  return (
    <div className="space-y-4">
      <table className="w-full text-sm">
        <caption className="text-start font-semibold text-forest-800">
          Treatments of {statement.name}, {statement.month}
        </caption>
        <thead>
          <tr className="border-b border-sand-300 text-start">
            <th scope="col" className="py-2 text-start">
              Date
            </th>
            <th scope="col" className="py-2 text-start">
              Service
            </th>
            <th scope="col" className="py-2 text-end">
              Price
            </th>
            <th scope="col" className="py-2 text-end">
              Rate
            </th>
            <th scope="col" className="py-2 text-end">
              Commission
            </th>
            <th scope="col" className="py-2 text-end">
              Tip share
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.length === 0 ? (
            <tr>
              <td colSpan={6} className="py-3 text-muted">
                No treatments under her name this month.
              </td>
            </tr>
          ) : (
            statement.lines.map((l) => (
              <tr key={l.invoiceId} className="border-b border-sand-200">
                <td className="py-2 whitespace-nowrap">{formatCalendarDate(l.date)}</td>
                <td className="py-2">{l.service}</td>
                <td className="py-2 text-end tabular-nums whitespace-nowrap">{money(l.price)}</td>
                <td className="py-2 text-end tabular-nums">{l.commissionRate}%</td>
                <td className="py-2 text-end tabular-nums whitespace-nowrap">{money(l.commission)}</td>
                <td className="py-2 text-end tabular-nums whitespace-nowrap">{money(l.therapistTipShare)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <section aria-label="Statement totals">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure term="Treatments" value={String(statement.totals.count)} />
          <Figure term="Commission" value={money(statement.totals.commission)} />
          <Figure term="Tips" value={money(statement.tips)} />
          <Figure term="Her tip share" value={money(statement.totals.therapistTipShare)} />
          <Figure term="Total due" value={money(statement.totalDue)} strong />
          <Figure term="Paid" value={money(statement.paid)} />
          <Figure term="Still due" value={money(statement.due)} strong />
        </dl>
      </section>
      {statement.payouts.length > 0 ? (
        <ul aria-label="Payouts" className="space-y-1 text-sm">
          {statement.payouts.map((p) => (
            <li key={p.id}>
              {formatCalendarDate(p.date)} · {payoutMethodLabel[p.method]} · {money(p.amount)}
              {p.note ? ` · ${p.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <a className="inline-flex min-h-11 items-center rounded-xl border border-forest-700 px-4 font-semibold text-forest-800" href={statementPdfPath(statement.therapistId, statement.month, 'en')} download>
          Download PDF (English)
        </a>
        <a
          className="inline-flex min-h-11 items-center rounded-xl border border-forest-700 px-4 font-semibold text-forest-800"
          href={statementPdfPath(statement.therapistId, statement.month, 'ar')}
          hrefLang="ar"
          download
        >
          Download PDF (Arabic)
        </a>
        {due && !paying ? (
          <Button
            onClick={() => {
              setPaying(true);
            }}
          >
            Mark as paid
          </Button>
        ) : null}
      </div>
      {paying ? (
        <PayoutForm
          statement={statement}
          today={today}
          onDone={() => {
            setPaying(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** Mark as paid: the date (today), the method and the amount (what is still due). */
function PayoutForm({ statement, today, onDone }: { statement: PayStatement; today: string; onDone: () => void }) {
  const id = useId();
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<PayoutMethod>('cash');
  const [amount, setAmount] = useState(statement.due);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordPayout();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { month: statement.month, date, method, amount: amount.trim(), ...(note.trim() ? { note: note.trim() } : {}) };
    record.mutate(
      { id: statement.therapistId, input },
      {
        onSuccess: ({ payout }) => {
          toast({ title: 'Payout recorded', description: `${money(payout.amount)} paid to ${statement.name} for ${statement.month}.` });
          onDone();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return; // the lost-session policy takes over
          const found: Record<string, string> = { ...apiFieldErrors(error) };
          if (Object.keys(found).length === 0) found.form = apiErrorMessage(error) ?? 'The payout was not recorded. Please try again.';
          setErrors(found);
        },
      },
    );
  };

  const control = (name: string) => fieldControlProps(`${id}-${name}`, errors[name]);
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="max-w-2xl space-y-4 rounded-xl border border-sand-300 bg-white p-4">
      <h4 id={`${id}-title`} className="font-semibold text-forest-800">
        Mark {statement.month} as paid to {statement.name}
      </h4>
      {errors.form ?? errors.month ? (
        <p role="alert" className="font-medium text-danger">
          {errors.form ?? errors.month}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-date`} label="Date paid" error={errors.date}>
          <Input
            {...control('date')}
            type="date"
            value={date}
            max={today}
            onChange={(e) => {
              setDate(e.target.value);
            }}
          />
        </FormField>
        <FormField id={`${id}-method`} label="Method" error={errors.method}>
          <Select
            {...control('method')}
            value={method}
            onChange={(e) => {
              setMethod(e.target.value as PayoutMethod);
            }}
          >
            {payoutMethods.map((m) => (
              <option key={m} value={m}>
                {payoutMethodLabel[m]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-amount`} label="Amount (AED)" error={errors.amount}>
          <Input
            {...control('amount')}
            inputMode="decimal"
            className="tabular-nums"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
            }}
          />
        </FormField>
      </div>
      <FormField id={`${id}-note`} label="Note (optional)" error={errors.note}>
        <Input
          {...control('note')}
          value={note}
          maxLength={500}
          onChange={(e) => {
            setNote(e.target.value);
          }}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
          {record.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Record payout
        </Button>
      </div>
    </form>
  );
}

function Figure({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'rounded-xl border border-forest-700 bg-white p-3' : 'rounded-xl border border-sand-300 bg-white p-3'}>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="text-lg font-semibold text-forest-800">{value}</dd>
    </div>
  );
}
