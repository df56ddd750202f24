import { CheckCheck, LoaderCircle, Mail, Phone } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSpaTimeZone } from '@/lib/site-config';

import { formatMoment } from '../../shared/utils/format';
import type { ContactMessage } from '../api/get-contact-messages';

/** One contact message: name, e-mail, optional phone, date, message; unread ones are New. */
export function MessageCard({
  message,
  marking,
  onMarkRead,
}: {
  message: ContactMessage;
  marking: boolean;
  onMarkRead: (message: ContactMessage) => void;
}) {
  const headingId = `message-${message.id}-from`;
  const timeZone = useSpaTimeZone();
  return (
    <article
      aria-labelledby={headingId}
      data-message-id={message.id}
      className={cn(
        'rounded-2xl border bg-sand-50 p-5 shadow-xs',
        message.isRead ? 'border-sand-300' : 'border-gold-500 ring-1 ring-gold-500/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-sans text-lg font-semibold">
            {message.name}
            {message.isRead ? null : (
              <span className="rounded-full border border-gold-700 bg-gold-300/50 px-2 py-0.5 text-xs font-bold text-forest-900">New</span>
            )}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1.5 break-all text-forest-700 underline underline-offset-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {message.email}
            </a>
            {message.phone ? (
              <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1.5 text-forest-700 underline underline-offset-2">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {message.phone}
              </a>
            ) : null}
          </p>
        </div>
        <p className="text-sm text-muted">
          <time dateTime={message.createdAt}>{formatMoment(message.createdAt, timeZone)}</time>
        </p>
      </div>
      <p className="mt-4 leading-relaxed break-words whitespace-pre-line">{message.message}</p>
      {message.isRead ? null : (
        <div className="mt-4">
          <Button
            size="sm"
            variant="outline"
            disabled={marking}
            aria-busy={marking || undefined}
            aria-label={`Mark as Read: message from ${message.name}`}
            onClick={() => {
              onMarkRead(message);
            }}
          >
            {marking ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CheckCheck aria-hidden="true" />}
            Mark as Read
          </Button>
        </div>
      )}
    </article>
  );
}
