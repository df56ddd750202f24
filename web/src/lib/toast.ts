import { toast as sonnerToast } from 'sonner';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/**
 * Shows a notification: `toast({ title: 'Message Sent Successfully!', description: '...' })`.
 * `variant: 'destructive'` marks a failure. Returns the toast's id.
 */
export function toast({ title, description, variant = 'default' }: ToastInput): string | number {
  const options = description === undefined ? {} : { description };
  return variant === 'destructive' ? sonnerToast.error(title, options) : sonnerToast(title, options);
}

/** SPEC §9 notification constants, applied by <Toaster />. */
export const toastSettings = {
  visibleToasts: 1,
  duration: 5000,
  hotkey: ['F8'],
  swipeDirections: ['right'],
} as const;
