/** The part of the Network Information API this page reads (not in every browser, nor in TypeScript's DOM types). */
interface NavigatorWithConnection {
  connection?: { saveData?: boolean };
}

/**
 * Whether the hero may play its background video: not when the visitor prefers reduced motion, and not
 * when they asked the browser to save data. The poster stays either way.
 */
export function mayPlayHeroVideo(
  win: Pick<Window, 'matchMedia'> & { navigator: Navigator & NavigatorWithConnection } = window,
): boolean {
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  return win.navigator.connection?.saveData !== true;
}

/** Smooth scrolling unless the visitor prefers reduced motion. */
export function scrollBehavior(win: Pick<Window, 'matchMedia'> = window): ScrollBehavior {
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
