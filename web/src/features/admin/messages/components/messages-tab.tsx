import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { unreadCount, useContactMessages, type ContactMessage } from '../api/get-contact-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessageCard } from './message-card';
import { NewsletterSubscribers } from './newsletter-subscribers';

/** The Messages tab: the contact messages as cards, unread ones New with Mark as Read; the subscribers under them. */
export function MessagesTab() {
  const messages = useContactMessages();
  const markRead = useMarkMessageRead();
  const list = messages.data ?? [];
  const unread = unreadCount(list);

  const onMarkRead = (message: ContactMessage) => {
    markRead.mutate(message.id, {
      onSuccess: () => {
        toast({ title: 'Message Marked as Read', description: `The message from ${message.name} is marked as read.` });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return; // the lost-session policy takes over
        toast({ title: 'Message Not Updated', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };
  const markingId = markRead.isPending ? markRead.variables : null;

  return (
    <div className="space-y-12">
      <section aria-labelledby="messages-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="messages-heading" className="text-2xl font-semibold">
            Contact Messages
          </h3>
          {messages.data ? (
            <p className="text-sm text-muted">
              {list.length} {list.length === 1 ? 'message' : 'messages'}, {unread} unread
            </p>
          ) : null}
        </div>
        {messages.isPending ? (
          <Spinner label="Loading messages" />
        ) : messages.isError ? (
          <QueryError what="messages" onRetry={() => void messages.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-2xl border border-sand-300 bg-sand-50 p-8 text-center text-muted">No messages yet.</p>
        ) : (
          <div className="space-y-4">
            {list.map((message) => (
              <MessageCard key={message.id} message={message} marking={markingId === message.id} onMarkRead={onMarkRead} />
            ))}
          </div>
        )}
      </section>
      <NewsletterSubscribers />
    </div>
  );
}
