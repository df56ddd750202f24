import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** The band at the top of a page: eyebrow, the page's one <h1>, and an optional intro. */
export function PageHero({
  title,
  eyebrow,
  children,
  className,
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('on-dark bg-forest-800 px-4 pt-16 pb-14 text-center sm:pt-20 sm:pb-16', className)}>
      <div className="mx-auto max-w-3xl">
        {eyebrow ? <p className="mb-3 text-sm font-medium tracking-[0.3em] text-gold-300 uppercase">{eyebrow}</p> : null}
        <h1 className="text-4xl font-semibold text-sand-50 sm:text-5xl md:text-6xl">{title}</h1>
        {children ? <div className="mt-5 text-lg leading-relaxed text-sand-200">{children}</div> : null}
      </div>
    </section>
  );
}
