import { cn } from '@/lib/cn';

import { statusBadge, type StatusTone } from '../utils/booking-status';

const tones: Record<StatusTone, string> = {
  green: 'border-green-300 bg-green-100 text-green-900',
  blue: 'border-blue-300 bg-blue-100 text-blue-900',
  red: 'border-red-300 bg-red-100 text-red-900',
  gray: 'border-stone-400 bg-stone-200 text-stone-900',
  yellow: 'border-amber-300 bg-amber-100 text-amber-900',
};

/** A booking's status: its name on its colour (docs/product.md, Booking status; the name carries the meaning, not the colour). */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', tones[tone])}
    >
      {label}
    </span>
  );
}
