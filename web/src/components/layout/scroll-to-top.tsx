import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How long a page's #anchor is waited for: the page's code and its data (the Services page's cards) come first. */
const anchorWait = 10_000;

/**
 * A new page starts at its top (or at its #anchor: once it is drawn, when the page's code or its data is still on
 * the way, as the footer's link to a service's card on the Services page finds it). Back and forward (POP) are left
 * to the browser, which restores the previous position; so is a page that replaces its own URL (the blog's filter in
 * ?q=&category=), which keeps the visitor where they are.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useLayoutEffect(() => {
    const samePage = previousPathname.current === pathname;
    previousPathname.current = pathname;
    if (navigationType === NavigationType.Pop) return;
    if (navigationType === NavigationType.Replace && samePage && !hash) return;
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;
    const observer = new MutationObserver(() => {
      const drawn = document.getElementById(id);
      if (!drawn) return;
      stop();
      drawn.scrollIntoView();
    });
    const timer = window.setTimeout(() => {
      stop();
    }, anchorWait);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, navigationType]);

  return null;
}
