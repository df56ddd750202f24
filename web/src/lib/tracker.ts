import { hasAdvertisingConsent } from './consent';
import { configElementId } from './site-config';

/**
 * The social-ad tracker (Snap Pixel; docs/product.md, Booking and Consent). It is on only when the server names a
 * pixel id and the visitor has accepted advertising (./consent), which every event checks again: before that
 * acceptance nothing is loaded and no event is sent, and after a later refusal no event is sent. The pixel id:
 * the Go server writes `<script type="application/json" id="dayspa-config">{"snapPixelId": "..."}</script>`
 * into every page (from DAYSPA_SNAP_PIXEL_ID). Without one nothing is loaded and no third-party request
 * is made. With one and the visitor's acceptance, Snap's script is loaded once, `snaptr('init', id, {})` runs once, and pages and
 * booking steps are reported. An existing `window.snaptr` is used as it is (and then no script is
 * loaded), which is how Snap's own snippet behaves.
 *
 * Every failure is caught and logged with console.warn: the tracker never disturbs the visitor.
 */

export type Snaptr = ((...args: unknown[]) => void) & { queue?: unknown[][]; handleRequest?: (...args: unknown[]) => void };

declare global {
  interface Window {
    snaptr?: Snaptr;
  }
}

export { configElementId };
export const snapScriptUrl = 'https://sc-static.net/scevent.min.js';

/** The pixel id the server configured, or null when the tracker is off. */
export function readPixelId(doc: Document): string | null {
  const text = doc.getElementById(configElementId)?.textContent ?? '';
  if (text.trim() === '') return null;
  try {
    const data = JSON.parse(text) as unknown;
    const id = typeof data === 'object' && data !== null ? (data as { snapPixelId?: unknown }).snapPixelId : undefined;
    return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
  } catch {
    return null;
  }
}

/** E-mail as the ad network matches it: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone as the ad network matches it: digits only ('+971 50-123 4567' -> '971501234567'). */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** SHA-256 of the UTF-8 text, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh id per event, so the ad network can drop duplicates. */
export function newDedupId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The service a visitor chose. Price is the API's decimal string ("450.00"). */
export interface TrackedService {
  id: number;
  price: string;
  category: string;
}

/** What the visitor has typed so far; empty fields are left out of the event. */
export interface TrackedVisitor {
  email: string;
  phone: string;
}

export type EventData = Record<string, string | number | string[]>;

/** The ADD_CART data: price, currency AED, item id, category, count 1, a unique id, contact + hashes. */
export async function cartEventData(service: TrackedService, visitor: TrackedVisitor): Promise<EventData> {
  const data: EventData = {
    // The pixel wants a number; this is a report to the ad network, not money the app computes with.
    price: Number(service.price),
    currency: 'AED',
    item_ids: [String(service.id)],
    item_category: service.category,
    number_items: 1,
    client_dedup_id: newDedupId(),
  };
  const email = normalizeEmail(visitor.email);
  if (email !== '') {
    data.user_email = email;
    data.user_hashed_email = await sha256Hex(email);
  }
  const phone = normalizePhone(visitor.phone);
  if (phone !== '') {
    data.user_phone_number = phone;
    data.user_hashed_phone_number = await sha256Hex(phone);
  }
  return data;
}

/** The PURCHASE data: ADD_CART's plus the booking id as transaction_id. */
export async function purchaseEventData(
  service: TrackedService,
  visitor: TrackedVisitor,
  transactionId: string | number,
): Promise<EventData> {
  return { ...(await cartEventData(service, visitor)), transaction_id: String(transactionId) };
}

function warn(what: string, error: unknown): void {
  // Tracker failures are reported to developers only: caught and logged, with no effect on the visitor.
  console.warn(`Ad tracker: ${what} failed`, error);
}

export interface Tracker {
  pageView(): void;
  addCart(service: TrackedService, visitor: TrackedVisitor): Promise<void>;
  purchase(service: TrackedService, visitor: TrackedVisitor, transactionId: string | number): Promise<void>;
}

/** Snap's loader: queue calls until the script arrives, and add the script once. */
function installSnaptr(win: Window, doc: Document): Snaptr {
  const queue: unknown[][] = [];
  const snaptr: Snaptr = Object.assign(
    (...args: unknown[]) => {
      if (snaptr.handleRequest) snaptr.handleRequest(...args);
      else queue.push(args);
    },
    { queue },
  );
  win.snaptr = snaptr;
  if (!doc.querySelector(`script[src="${snapScriptUrl}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = snapScriptUrl;
    doc.head.appendChild(script);
  }
  return snaptr;
}

/** A tracker bound to a window (the page's by default; tests pass their own). */
export function createTracker(getWindow: () => Window = () => window): Tracker {
  // undefined: not started yet; null: off (no pixel id) or failed to start.
  let started: Snaptr | null | undefined;

  function start(): Snaptr | null {
    const win = getWindow();
    // Asked on every event: the visitor may accept later, or take the acceptance back.
    if (!hasAdvertisingConsent(win)) return null;
    if (started !== undefined) return started;
    started = null;
    const pixelId = readPixelId(win.document);
    if (pixelId === null) return null;
    const snaptr = win.snaptr ?? installSnaptr(win, win.document);
    snaptr('init', pixelId, {});
    started = snaptr;
    return snaptr;
  }

  function send(event: string, data?: EventData): void {
    const snaptr = start();
    if (!snaptr) return;
    if (data) snaptr('track', event, data);
    else snaptr('track', event);
  }

  return {
    pageView() {
      try {
        send('PAGE_VIEW');
      } catch (error) {
        warn('PAGE_VIEW', error);
      }
    },
    async addCart(service, visitor) {
      try {
        if (!start()) return;
        send('ADD_CART', await cartEventData(service, visitor));
      } catch (error) {
        warn('ADD_CART', error);
      }
    },
    async purchase(service, visitor, transactionId) {
      try {
        if (!start()) return;
        send('PURCHASE', await purchaseEventData(service, visitor, transactionId));
      } catch (error) {
        warn('PURCHASE', error);
      }
    },
  };
}

/** The app's tracker. */
export const tracker: Tracker = createTracker();

export { isPrivatePath } from './track-page-views';
