import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { useSpaTimeZone } from '@/lib/site-config';
import { toast } from '@/lib/toast';

import { AdminTable, Td, Th } from '../../shared/components/admin-table';
import { QueryRows } from '../../shared/components/query-rows';
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
};

const statusNames: Record<string, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed', dropped: 'Dropped' };

function isMessageStatus(value: string): value is MessageStatus {
  return (messageStatuses as readonly string[]).includes(value);
}

function Row({ message, timeZone, onPreview }: { message: OutboxMessage; timeZone: string; onPreview: (id: number) => void }) {
  const resend = useResendMessage();
  return (
    <tr data-message-id={message.id}>
      <Td>
        <p className="font-medium">{kindNames[message.kind] ?? message.kind}</p>
        <p className="text-muted">Booking #{message.bookingId}</p>
      </Td>
      <Td className="break-all">{message.recipient}</Td>
      <Td>
        <p className="font-medium">{statusNames[message.status] ?? message.status}</p>
        {message.note ? <p className="text-muted">{message.note}</p> : null}
        {message.lastError ? <p className="break-words text-danger">{message.lastError}</p> : null}
      </Td>
      <Td className="tabular-nums">{message.attempts}</Td>
      <Td className="whitespace-nowrap">{formatMoment(message.sentAt || message.createdAt, timeZone)}</Td>
      <Td className="space-x-2 text-right whitespace-nowrap">
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
      </Td>
    </tr>
  );
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
      <AdminTable caption="Sent e-mails, newest first">
        <thead>
          <tr>
            <Th>Message</Th>
            <Th>Recipient</Th>
            <Th>Status</Th>
            <Th>Attempts</Th>
            <Th>When</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows
            columns={6}
            query={outbox}
            what="the messages"
            loading="Loading the messages"
            rows={outbox.data?.items ?? []}
            empty="No messages."
          >
            {(m) => <Row key={m.id} message={m} timeZone={timeZone} onPreview={setPreviewId} />}
          </QueryRows>
        </tbody>
      </AdminTable>
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
