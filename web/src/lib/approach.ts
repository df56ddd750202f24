/**
 * When a visitor comes to a part of a prerendered page that lies below its first screen.
 *
 * A phone's first seconds on a page go to adopting (hydrating) its server HTML, and most of that HTML is
 * below the fold. A lazy component whose code has not arrived keeps its server HTML as it is: React leaves
 * that part of the page dehydrated, readable but not yet interactive, and adopts it once the code comes. So
 * a page can make the code of its lower sections wait for an `Approach`: they are adopted when the visitor
 * scrolls to them or touches them, and a visitor who only reads the first screen and taps "Book Now" never
 * waits for them.
 */
export interface Approach {
  /** Resolves once the visitor has come to the element, or `open` was called. */
  readonly reached: Promise<void>;
  /** Resolves `reached` now: the page is leaving, or needs the part for another reason. */
  open: () => void;
}

/** The viewport less its bottom row of pixels (see approachOf). */
export const belowTheEdge = '0px 0px -1px 0px';

/** A visitor's touch, click, key or focus inside the part: the code is wanted at once. */
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Watches the element with this id, as the server rendered it. Without such an element (the page was
 * drawn in the browser, after a client-side navigation, or outside a browser) or without
 * IntersectionObserver, the approach is reached at once: there is no server HTML to show meanwhile.
 */
export function approachOf(id: string): Approach {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') {
    return { reached: Promise.resolve(), open: () => undefined };
  }

  let open: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      // The viewport less its last pixel row: an element only touching the viewport's edge (the sections
      // right below a hero as tall as the screen) counts as intersecting, and would then report nothing as it
      // scrolls into view, having no threshold left to cross.
      { rootMargin: belowTheEdge },
    );
    // On the window, in the capture phase: it sees the event before React's own listener on the app's root,
    // which stops an event aimed at a part it has not adopted yet.
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    open = () => {
      observer.disconnect();
      for (const type of interactions) window.removeEventListener(type, onInteraction, true);
      resolve();
    };
    observer.observe(element);
    for (const type of interactions) window.addEventListener(type, onInteraction, true);
  });
  return {
    reached,
    open: () => {
      open();
    },
  };
}
