import { Banknote, CreditCard, HandCoins, Percent, Receipt, ShoppingBag, Wallet } from 'lucide-react';

import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';

import { StatCard } from '../../shared/components/stat-card';
import type { IncomeFigures } from '../api/get-income-summary';
import { isNegativeAmount } from '../utils/fils';

/**
 * The stat strip of the filtered period: total, cash, card (with its markup), commission, tips, cash
 * on hand (cash − commission) and the spending recorded on the Expenses screen, beside the takings. A negative cash on hand is red, with its minus sign and the word
 * "Short" for whoever does not see the colour.
 */
export function IncomeStatStrip({ totals, loading }: { totals: IncomeFigures | undefined; loading: boolean }) {
  const amount = (value: string | undefined) => (value === undefined ? '—' : formatPrice(value, 'en'));
  const short = totals !== undefined && isNegativeAmount(totals.cashOnHand);
  return (
    <section aria-labelledby="income-strip-heading">
      <h3 id="income-strip-heading" className="sr-only">
        Totals of the period
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title="Total Income"
          value={amount(totals?.totalAmount)}
          icon={Receipt}
          loading={loading}
          description={totals ? `${totals.count.toLocaleString('en-US')} ${totals.count === 1 ? 'invoice' : 'invoices'}` : undefined}
        />
        <StatCard title="Cash" value={amount(totals?.cash)} icon={Banknote} loading={loading} description="Service cash" />
        <StatCard
          title="Card"
          value={amount(totals?.card)}
          icon={CreditCard}
          loading={loading}
          description={totals ? `${formatPrice(totals.cardWithMarkup, 'en')} with the 40% markup` : undefined}
        />
        <StatCard title="Commission" value={amount(totals?.commission)} icon={Percent} loading={loading} description="Therapists' commission" />
        <StatCard
          title="Tips"
          value={amount(totals?.tips)}
          icon={HandCoins}
          loading={loading}
          description={totals ? `Tips VAT ${formatPrice(totals.tipsVat, 'en')}` : undefined}
        />
        <StatCard
          title="Cash on Hand"
          value={
            <span data-testid="cash-on-hand" className={cn(short && 'text-danger')}>
              {amount(totals?.cashOnHand)}
              {short ? <span className="ml-2 align-middle text-sm font-semibold">Short</span> : null}
            </span>
          }
          icon={Wallet}
          loading={loading}
          description="Cash minus commission"
        />
        <StatCard
          title="Spending"
          value={<span data-testid="period-spending">{amount(totals?.spending)}</span>}
          icon={ShoppingBag}
          loading={loading}
          description="Recorded expenses of the period"
        />
      </div>
    </section>
  );
}
