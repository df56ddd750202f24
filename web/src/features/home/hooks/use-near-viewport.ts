import { useEffect, useState, type RefObject } from 'react';

/**
 * true once the element comes within `rootMargin` of the viewport, and from then on. Used to fetch the
 * code of a section far below the fold only when the visitor scrolls towards it. Where the browser has
 * no IntersectionObserver, it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '800px'): boolean {
  // false at first everywhere, the prerendered page included, so that hydration finds what it expects.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => {
        setNear(true);
      }, 0);
      return () => {
        clearTimeout(timer);
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, rootMargin, near]);
  return near;
}
