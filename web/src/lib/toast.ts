/**
 * Notifications: `toast({ title: 'Message Sent Successfully!', description: '...' })`, or with
 * `variant: 'destructive'` for a failure, and with `action: { label: 'Undo', onClick }` for a button that
 * takes the change back while the toast shows.
 *
 * Most visits never show one, so the toast library (sonner) is not part of the first page's code: the
 * first toast() asks <Toaster /> to mount it, loads it, and shows the toast once it is listening.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast (Undo): pressing it runs onClick and closes the toast. */
  action?: { label: string; onClick: () => void };
}

/** How notifications behave (docs/product.md, Limits and timings), applied by the toaster. */
export const toastSettings = {
  visibleToasts: 1,
  duration: 5000,
  hotkey: ['F8'],
  swipeDirections: ['right'],
  /** The toast area's width on wider screens (full width on phones). */
  maxWidthPx: 420,
} as const;

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** For <Toaster />: whether a toast has been asked for, so the toast area should be mounted. */
export const toasterStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => wanted,
  /** Called by the mounted toast area once it listens for toasts. */
  markReady: (): void => {
    markReady();
  },
};

export function toast({ title, description, variant = 'default', action }: ToastInput): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const options = {
    ...(description === undefined ? {} : { description }),
    ...(action === undefined
      ? {}
      : {
          action: {
            label: action.label,
            onClick: () => {
              action.onClick();
            },
          },
        }),
  };
  Promise.all([import('sonner'), ready])
    .then(([{ toast: show }]) => {
      if (variant === 'destructive') show.error(title, options);
      else show(title, options);
    })
    .catch((error: unknown) => {
      console.error('toast could not be shown', error);
    });
}
