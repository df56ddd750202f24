/**
 * A visitor's choice about the site's trackers (docs/product.md, Consent): analytics and advertising apart. Only
 * advertising turns the ad tracker on; until the visitor accepts it, the tracker's script is not loaded.
 *
 * The choice is remembered in the browser's localStorage, not a cookie: the page's own code is the only reader (it
 * decides whether to load the tracker), and a cookie would travel with every request, making the prerendered pages
 * differ per visitor for nothing. The server keeps its own record of each answer (POST /api/consent), under a random
 * visitor id in an HttpOnly cookie it sets then.
 *
 * A choice made under other words (another `consentVersion`) counts as none: the notice asks again.
 */

/** The version of the notice's words; change it when the words or what they cover change. */
export const consentVersion = '2026-11-29';

/** The localStorage key of the remembered choice. */
export const consentStorageKey = 'dayspa-consent';

/** The window events: a choice was made, and the visitor asked to see the choices again. */
const changeEvent = 'dayspa-consent-change';
const openEvent = 'dayspa-consent-open';

export interface TrackingChoice {
  analytics: boolean;
  advertising: boolean;
}

interface StoredChoice extends TrackingChoice {
  version: string;
  at: string;
}

function storage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null; // storage blocked: no choice is remembered, and without one nothing is tracked
  }
}

/** The choice made under the current words, or null (none yet, another version, unreadable). */
export function readChoice(win: Window = window): TrackingChoice | null {
  try {
    const text = storage(win)?.getItem(consentStorageKey);
    if (!text) return null;
    const data = JSON.parse(text) as Partial<StoredChoice> | null;
    if (data === null || typeof data !== 'object' || data.version !== consentVersion) return null;
    if (typeof data.analytics !== 'boolean' || typeof data.advertising !== 'boolean') return null;
    return { analytics: data.analytics, advertising: data.advertising };
  } catch {
    return null;
  }
}

/** Whether the visitor accepted the ad tracker under the current words. */
export function hasAdvertisingConsent(win: Window = window): boolean {
  return readChoice(win)?.advertising === true;
}

/** Remembers a choice in this browser and tells the page (onConsentChange). */
export function saveChoice(choice: TrackingChoice, win: Window = window): void {
  const stored: StoredChoice = { ...choice, version: consentVersion, at: new Date().toISOString() };
  try {
    storage(win)?.setItem(consentStorageKey, JSON.stringify(stored));
  } catch {
    // full or blocked: the choice holds for this page only
  }
  win.dispatchEvent(new CustomEvent<TrackingChoice>(changeEvent, { detail: choice }));
}

/** Calls `listener` with each choice made on this page; returns the unsubscribe. */
export function onConsentChange(listener: (choice: TrackingChoice) => void, win: Window = window): () => void {
  const handler = (event: Event) => {
    listener((event as CustomEvent<TrackingChoice>).detail);
  };
  win.addEventListener(changeEvent, handler);
  return () => {
    win.removeEventListener(changeEvent, handler);
  };
}

/** Asks the page to show the consent notice again (the footer's link). */
export function openConsentSettings(win: Window = window): void {
  win.dispatchEvent(new Event(openEvent));
}

/** Calls `listener` whenever the visitor asks to see the choices again; returns the unsubscribe. */
export function onConsentOpen(listener: () => void, win: Window = window): () => void {
  win.addEventListener(openEvent, listener);
  return () => {
    win.removeEventListener(openEvent, listener);
  };
}
