/**
 * Opening WhatsApp in a new tab after the booking request has been answered.
 *
 * Popup blockers let a page open a window only while it handles the visitor's click or key press.
 * Chromium honours that for 5 seconds, across awaits; Safari on iPhones is stricter. So the form opens
 * a blank tab at once, while it still handles the submit, and sends that tab to WhatsApp when the
 * server has answered (or closes it when the answer means "fix the form"). If the blank tab could not
 * be opened, WhatsApp is opened directly, and as a last resort this page goes there itself.
 */

/**
 * Opens an empty tab to be sent to WhatsApp later, saying `waiting` ('Opening WhatsApp…') in the page's language
 * and direction; null when the browser refused.
 */
export function openPendingWindow(waiting: string, win: Window = window): Window | null {
  let pending: Window | null = null;
  try {
    pending = win.open('', '_blank');
  } catch {
    return null;
  }
  if (!pending) return null;
  try {
    // The tab never needs to reach back to this page.
    pending.opener = null;
    const { lang, dir } = win.document.documentElement;
    pending.document.documentElement.lang = lang;
    pending.document.documentElement.dir = dir;
    pending.document.title = waiting;
    pending.document.body.textContent = waiting;
  } catch {
    // Cosmetic only.
  }
  return pending;
}

/** Sends the pending tab (or a new one) to `url`. */
export function openInPendingWindow(pending: Window | null, url: string, win: Window = window): void {
  if (pending && !pending.closed) {
    pending.location.replace(url);
    return;
  }
  const opened = win.open(url, '_blank');
  if (opened) {
    opened.opener = null;
    return;
  }
  win.location.assign(url);
}

/** Closes the pending tab when there is nothing to send to WhatsApp. */
export function closePendingWindow(pending: Window | null): void {
  if (pending && !pending.closed) pending.close();
}
