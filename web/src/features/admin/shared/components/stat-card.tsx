import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type ChangeType = 'positive' | 'negative' | 'neutral';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** e.g. "+12% this week". */
  change?: string | undefined;
  changeType?: ChangeType | undefined;
  icon?: LucideIcon | undefined;
  /** Shows a placeholder bar instead of the value. */
  loading?: boolean | undefined;
  description?: string | undefined;
  className?: string | undefined;
}

const changeStyles: Record<ChangeType, { className: string; Icon: LucideIcon; label: string }> = {
  positive: { className: 'text-green-800', Icon: TrendingUp, label: 'Up' },
  negative: { className: 'text-danger', Icon: TrendingDown, label: 'Down' },
  neutral: { className: 'text-muted', Icon: Minus, label: 'No change' },
};

/**
 * The dashboard's generic stat card: a title, a value, an optional change with its direction (positive,
 * negative or neutral, said in words as well as colour), an icon, a loading state and a description.
 */
export function StatCard({ title, value, change, changeType = 'neutral', icon: Icon, loading = false, description, className }: StatCardProps) {
  const changeStyle = changeStyles[changeType];
  const titleId = useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn('rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <p id={titleId} className="text-sm font-medium text-muted">
          {title}
        </p>
        {Icon ? (
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-forest-800 text-gold-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
      </div>
      {loading ? (
        <>
          <span aria-hidden="true" className="mt-2 block h-8 w-28 animate-pulse rounded-lg bg-sand-300 motion-reduce:animate-none" />
          <span className="sr-only">Loading</span>
        </>
      ) : (
        <p data-slot="stat-value" className="mt-1 text-2xl font-semibold tracking-tight text-forest-800 tabular-nums sm:text-3xl">
          {value}
        </p>
      )}
      {change && !loading ? (
        <p className={cn('mt-2 flex items-center gap-1 text-sm font-medium', changeStyle.className)}>
          <changeStyle.Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{changeStyle.label}: </span>
          {change}
        </p>
      ) : null}
      {description ? <p className="mt-2 text-sm text-muted">{description}</p> : null}
    </div>
  );
}
