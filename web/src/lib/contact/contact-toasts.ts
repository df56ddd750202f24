import type { MessageId } from '@/lib/i18n';

/** What a visitor sees after sending a contact message: message ids of the contact catalog, in the page's language. */
export const contactToasts = {
  success: {
    title: 'contact.toast.sent.title',
    description: 'contact.toast.sent.text',
  },
  failure: {
    title: 'contact.toast.failed.title',
    description: 'contact.toast.failed.text',
    variant: 'destructive',
  },
} as const satisfies Record<string, { title: MessageId; description: MessageId; variant?: 'destructive' }>;
