import './index.css';

/*
 * The server sends the public pages prerendered (src/prerender.tsx), so a phone can paint one as soon
 * as its HTML and CSS are in. The app (React and the page's code, nearly all of the first load's
 * JavaScript) is fetched and started only once that page has painted: fetched earlier, it would share
 * a slow connection with the CSS, the fonts and the hero picture; run earlier, it would hold the paint
 * back by as long as the phone takes to run it.
 */
// The page's language is the server's (`<html lang>`, from the path): its shell catalog is fetched beside the app's
// code, not after it, and no other language's is.
const shellCatalogs = {
  en: () => import('./locales/en.json?lingui'),
  ar: () => import('./locales/ar.json?lingui'),
};

/** Lets the browser handle input and paint before the next piece of work. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

function start() {
  const locale = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  // Three downloads at once, each run as it arrives, in a task of its own: React's DOM renderer (the largest
  // script by far), the app, and the texts. Then the app starts in a task of its own again. One task for all
  // of it would hold a phone's main thread for a quarter of a second, and a tap with it.
  Promise.all([import('./start'), import('./dom-renderer'), shellCatalogs[locale]()])
    .then(async ([app, renderer, catalog]) => {
      await nextTask();
      app.start(renderer, locale, catalog.messages);
    })
    .catch((error: unknown) => {
      reportError(error);
    });
}

// Should the browser never report the paint, the app starts after this long all the same.
const longestWaitForPaint = 1500;

function startAfterFirstContentfulPaint() {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(fallback);
    setTimeout(start, 0); // after the task that reported the paint
  };
  const fallback = setTimeout(startOnce, longestWaitForPaint);
  const observer = PerformanceObserver.supportedEntryTypes.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
      })
    : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  if (!observer) requestAnimationFrame(() => setTimeout(startOnce, 0));
}

const prerendered = Boolean(document.getElementById('root')?.firstElementChild);
if (!prerendered || document.visibilityState === 'hidden') {
  // Nothing to paint before the app (the dashboard, a page whose render failed on the server), or a background tab, which paints
  // nothing until it is shown.
  start();
} else {
  startAfterFirstContentfulPaint();
}
