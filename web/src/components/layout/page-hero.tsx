import type { ReactNode } from 'react';

import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cx } from '@/lib/cx';
import type { ResponsiveImageData } from '@/lib/media';

/**
 * The band at the top of a page: eyebrow, the page's one <h1>, and an optional intro. A `backdrop`
 * picture lies under a deep green veil that keeps the text's contrast; it is in the first screen, so it
 * loads at once.
 */
export function PageHero({
  title,
  eyebrow,
  children,
  backdrop,
  className,
}: {
  title: string;
  /** A line above the title: a text, or the spa's name isolated (components/ui/isolated.tsx). */
  eyebrow?: ReactNode;
  children?: ReactNode;
  backdrop?: ResponsiveImageData;
  /** Added to the band's classes, joined without tailwind-merge (lib/cx.ts): it must not set a utility they set. */
  className?: string;
}) {
  return (
    <section
      className={cx(
        'on-dark relative isolate bg-forest-800 px-4 pt-16 pb-14 text-center sm:pt-20 sm:pb-16',
        className,
      )}
    >
      {backdrop ? (
        <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
          <ResponsiveImage image={backdrop} alt="" sizes="100vw" priority className="size-full object-cover" />
          {/* 85 %: even over a white pixel the gold eyebrow keeps 5.9:1 and the intro 7.6:1 (WCAG AA 4.5:1). */}
          <div className="absolute inset-0 bg-forest-900/85" />
        </div>
      ) : null}
      <div className="mx-auto max-w-3xl">
        {eyebrow ? <p className="mb-3 text-sm font-medium tracking-[0.3em] text-gold-300 uppercase">{eyebrow}</p> : null}
        <h1 className="text-4xl font-semibold text-sand-50 sm:text-5xl md:text-6xl">{title}</h1>
        {children ? <div className="mt-5 text-lg leading-relaxed text-sand-200">{children}</div> : null}
      </div>
    </section>
  );
}
