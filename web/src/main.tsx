import './index.css';

/*
 * The server sends the public pages prerendered (src/prerender.tsx), so a phone can paint one as soon
 * as its HTML and CSS are in. The app (React and the page's code, nearly all of the first load's
 * JavaScript; index.html preloads it) starts only after that first paint: run earlier, it would hold
 * the paint back by as long as the phone takes to run it.
 */
function start() {
  import('./start').catch((error: unknown) => {
    reportError(error);
  });
}

if (document.visibilityState === 'hidden') {
  start(); // a background tab paints nothing and would never run the frame callback
} else {
  requestAnimationFrame(() => {
    setTimeout(start, 0); // after the frame, not before it
  });
}
