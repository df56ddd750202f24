import { CalendarDays } from 'lucide-react';

import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n';
import { useSpaTimeZone } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { formatLongDate, machineDate } from '../utils/post-dates';

/** 'November 10, 2026' (in Arabic '10 نوفمبر 2026') in a <time> element, or 'Date not available'. */
export function PostDate({ createdAt, className }: { createdAt: string; className?: string }) {
  const timeZone = useSpaTimeZone();
  const locale = useLocale();
  const dateTime = machineDate(createdAt, timeZone);
  const text = formatLongDate(createdAt, timeZone, locale);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-muted', className)}>
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
      {dateTime && text ? <time dateTime={dateTime}>{text}</time> : <T id="blog.date.missing" />}
    </span>
  );
}
