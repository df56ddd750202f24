import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { useSpaTimeZone } from '@/lib/site-config';
import { toast } from '@/lib/toast';

import { DataTable, type Column } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { formatMoment } from '../../shared/utils/format';
import { messageStatuses, useOutbox, useResendMessage, type MessageStatus, type OutboxMessage } from '../api/outbox';
import { MessagePreview } from './message-preview';

const kindNames: Record<string, string> = {
  request_received: 'Request received',
  new_booking: 'New booking (to the spa)',
  confirmed: 'Confirmed',
  reminder: 'Reminder',
  changed: 'Changed',
  cancelled: 'Cancelled',
  invoice: 'Tax invoice or credit note',
  privacy_link: 'Link to their data',
  late_payment_refunded: 'Late deposit refunded',
  payment_link: 'Payment link',
};

const statusNames: Record<string, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed', dropped: 'Dropped' };

function isMessageStatus(value: string): value is MessageStatus {
  return (messageStatuses as readonly string[]).includes(value);
}

/**
 * When a message went or goes: a sent one its sending time, a waiting one the time it is due (a reminder waits for
 * its day, a dashboard change for its undo window), any other the time it was written.
 */
function When({ message, timeZone }: { message: OutboxMessage; timeZone: string }) {
  const [label, at] =
    message.status === 'sent' && message.sentAt
      ? ['Sent', message.sentAt]
      : message.status === 'pending' && message.dueAt
        ? ['Due', message.dueAt]
        : ['Written', message.createdAt];
  return (
    <>
      <span className="text-muted">{label} </span>
      {formatMoment(at, timeZone)}
    </>
  );
}

function Actions({ message, onPreview }: { message: OutboxMessage; onPreview: (id: number) => void }) {
  const resend = useResendMessage();
  return (
    <div className="inline-flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`Preview message ${String(message.id)}`}
        onClick={() => {
          onPreview(message.id);
        }}
      >
        Preview
      </Button>
      {message.status === 'failed' ? (
        <Button
          size="sm"
          disabled={resend.isPending}
          aria-label={`Send message ${String(message.id)} again`}
          onClick={() => {
            resend.mutate(message.id, {
              onError: (error) => {
                if (isUnauthorizedError(error)) return;
                toast({ title: 'Not Sent', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
              },
            });
          }}
        >
          Send again
        </Button>
      ) : null}
    </div>
  );
}

function columns(timeZone: string, onPreview: (id: number) => void): Column<OutboxMessage>[] {
  return [
    {
      id: 'message',
      header: 'Message',
      primary: true,
      cell: (m) => (
        <>
          <p className="font-medium">{kindNames[m.kind] ?? m.kind}</p>
          {m.bookingId > 0 && <p className="font-normal text-muted">Booking #{m.bookingId}</p>}
        </>
      ),
    },
    { id: 'recipient', header: 'Recipient', className: 'break-all', cell: (m) => m.recipient },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => (
        <>
          <p className="font-medium">{statusNames[m.status] ?? m.status}</p>
          {m.note ? <p className="text-muted">{m.note}</p> : null}
          {m.lastError ? <p className="break-words text-danger">{m.lastError}</p> : null}
        </>
      ),
    },
    { id: 'attempts', header: 'Attempts', className: 'tabular-nums', cell: (m) => m.attempts },
    { id: 'when', header: 'When', className: 'whitespace-nowrap', cell: (m) => <When message={m} timeZone={timeZone} /> },
    { id: 'actions', header: 'Actions', align: 'end', cell: (m) => <Actions message={m} onPreview={onPreview} /> },
  ];
}

/** The Sent e-mails list (the Messages-sent list): every e-mail the bookings wrote, its delivery, a preview and 'Send again'. */
export function OutboxTab() {
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [previewId, setPreviewId] = useState<number | null>(null);
  const outbox = useOutbox(status);
  const timeZone = useSpaTimeZone();
  return (
    <section aria-labelledby="outbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="outbox-heading" className="font-display text-2xl text-forest-800">
          Sent e-mails
        </h2>
        <div className="w-56 space-y-1">
          <label htmlFor="outbox-status" className="block text-sm font-medium">
            Status
          </label>
          <Select
            id="outbox-status"
            value={status}
            onChange={(event) => {
              const value = event.target.value;
              setStatus(isMessageStatus(value) ? value : '');
            }}
          >
            <option value="">All</option>
            {messageStatuses.map((s) => (
              <option key={s} value={s}>
                {statusNames[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <DataTable
        caption="Sent e-mails, newest first"
        rows={outbox.data?.items ?? []}
        columns={columns(timeZone, setPreviewId)}
        rowKey={(m) => m.id}
        rowData={(m) => ({ 'data-message-id': m.id })}
        {...queryState(outbox, 'the messages')}
        empty="No messages."
      />
      {previewId !== null ? (
        <MessagePreview
          id={previewId}
          onClose={() => {
            setPreviewId(null);
          }}
        />
      ) : null}
    </section>
  );
}
