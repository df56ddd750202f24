import { useIsolation } from '@/components/ui/use-isolation';
import { cx } from '@/lib/cx';
import { useBusiness } from '@/lib/site-config';

/** The spa's lotus mark (the favicon draws the same shape). Decorative: the name beside it carries the meaning. */
export function LotusMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false" className={cx('size-9', className)}>
      <g stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M16 5c3.2 4.2 3.2 12.4 0 17-3.2-4.6-3.2-12.8 0-17z" />
        <path d="M16 22c-4.3-.8-9-4.8-10-11 5.2.2 9.2 5 10 11z" />
        <path d="M16 22c4.3-.8 9-4.8 10-11-5.2.2-9.2 5-10 11z" />
        <path d="M7 25.5c3 1.4 6 2 9 2s6-.6 9-2" />
      </g>
    </svg>
  );
}

export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const business = useBusiness();
  const isolate = useIsolation();
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LotusMark className={tone === 'dark' ? 'text-gold-700' : 'text-gold-300'} />
      <span className="flex flex-col leading-none">
        {/* The names as configured: on an Arabic page they may be the English ones. */}
        <span
          className={cx('font-display text-2xl font-semibold', tone === 'dark' ? 'text-forest-800' : 'text-sand-50')}
          {...isolate(business.shortName)}
        >
          {business.shortName}
        </span>
        <span
          className={cx(
            'mt-0.5 text-[0.7rem] font-medium tracking-[0.25em] uppercase',
            tone === 'dark' ? 'text-gold-700' : 'text-gold-300',
          )}
          {...isolate(business.city)}
        >
          {business.city}
        </span>
      </span>
    </span>
  );
}
