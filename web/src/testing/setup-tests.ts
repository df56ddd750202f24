import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

import { loadAllMessages, loadLocale } from '@/lib/i18n';

// findBy*/waitFor: pages are lazy chunks that vitest compiles on first use, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// Every catalog of both languages, before any page's code loads its own: the files share their modules (the
// projects in vite.config.ts), so a page's code loaded by an English file earlier must still find its Arabic texts
// in an Arabic file later, whatever the files' order. Loaded once per worker; later files find them loaded.
await loadAllMessages();
// The pages' language, as src/main.tsx starts it in the browser: English unless a test says otherwise.
await loadLocale('en');

// The few tests of Node-side code (lint rules, the API types' generator) run without a DOM.
const dom = typeof window !== 'undefined';

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
if (dom) Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// jsdom has no ResizeObserver; Radix's positioned parts (tooltips, popovers, menus) measure with it.
if (dom && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {
      // nothing is ever resized in jsdom
    }
    unobserve(): void {
      // see observe
    }
    disconnect(): void {
      // see observe
    }
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

afterEach(() => {
  // The toasts' store lives in sonner's module, which the files share: what one test raised would show again when
  // the next file's toaster mounts.
  if (dom) toast.dismiss();
  cleanup();
});
