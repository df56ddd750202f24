import { useEffect, useState, type RefObject } from 'react';

/**
 * true once the element comes within `rootMargin` of the viewport, and from then on. Used to fetch the
 * code of a section far below the fold only when the visitor scrolls towards it. Where the browser has
 * no IntersectionObserver, it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '800px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
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
