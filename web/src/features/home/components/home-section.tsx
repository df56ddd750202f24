import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n';
import { T } from '@/lib/trans';

/** A Home section's heading block: eyebrow, <h2>, gold rule and intro; eyebrow and title are message ids. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
  className,
}: {
  id: string;
  eyebrow?: MessageId;
  title: MessageId;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p className={cn('text-sm font-medium tracking-[0.3em] uppercase', tone === 'dark' ? 'text-gold-300' : 'text-gold-700')}>
          <T id={eyebrow} />
        </p>
      ) : null}
      <h2 id={id} className={cn('mt-3 text-4xl font-semibold sm:text-5xl', tone === 'dark' && 'text-sand-50')}>
        <T id={title} />
      </h2>
      <div aria-hidden="true" className="mx-auto my-5 h-px w-16 bg-gold-500" />
      {children ? (
        <div className={cn('text-lg leading-relaxed', tone === 'dark' ? 'text-sand-200' : 'text-muted')}>{children}</div>
      ) : null}
    </div>
  );
}
