import { CalendarDays } from 'lucide-react';

import { cn } from '@/lib/cn';
import { useSpaTimeZone } from '@/lib/site-config';

import { formatLongDate, machineDate } from '../utils/post-dates';

/** 'November 10, 2026' in a <time> element, or 'Date not available'. */
export function PostDate({ createdAt, className }: { createdAt: string; className?: string }) {
  const timeZone = useSpaTimeZone();
  const dateTime = machineDate(createdAt, timeZone);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-muted', className)}>
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
      {dateTime ? <time dateTime={dateTime}>{formatLongDate(createdAt, timeZone)}</time> : formatLongDate(createdAt, timeZone)}
    </span>
  );
}
