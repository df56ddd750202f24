import type { ComponentProps } from 'react';

import { cx } from '@/lib/cx';

const tones = {
  neutral: 'border-sand-300 bg-sand-200 text-forest-800',
  gold: 'border-gold-500/60 bg-gold-300/40 text-gold-700',
  muted: 'border-sand-400 bg-sand-200 text-muted',
} as const;

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}
      {...props}
    />
  );
}
