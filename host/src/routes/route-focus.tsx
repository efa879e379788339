import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '@portal/shared';
import { routeStrings } from './strings';

/** How long a page may take to show its heading (a remote's first load) before focus is left alone. */
const HEADING_WAIT_MS = 15_000;

/** Marks a heading with the path it was found for, so the next page's heading is told from it. */
const SEEN = 'data-route-seen';

/** Calls `found` with the first h1 not yet found for `pathname`, as soon as there is one; answers a cancel. */
function whenNewHeading(pathname: string, found: (heading: HTMLElement) => void): () => void {
  const fresh = () => {
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading || heading.getAttribute(SEEN) === pathname) return null;
    heading.setAttribute(SEEN, pathname);
    return heading;
  };
  const now = fresh();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = fresh();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, characterData: true, subtree: true });
  return stop;
}

/** Moves focus to `heading` (the page's h1 by default), where reading a page starts. */
export function focusPageHeading(heading = document.querySelector<HTMLElement>('h1')): void {
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/** A page that put the caret in a field itself keeps it there. */
const isField = (element: Element | null) =>
  element instanceof HTMLElement && element.matches('input, textarea, select');

/**
 * After each navigation inside the portal, focus moves to the new page's heading and the page is
 * announced (WCAG 2.4.3, 4.1.3): a keyboard or screen-reader user starts reading the page, not from
 * the top of the document or from a link that is gone. The first page of a visit is left to the browser.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef(pathname);
  const moved = useRef(false);

  useEffect(() => {
    if (pathname !== firstPath.current) moved.current = true;
    const first = !moved.current;
    return whenNewHeading(pathname, (heading) => {
      if (first) return;
      if (!isField(document.activeElement)) focusPageHeading(heading);
      setAnnouncement(routeStrings.arrived(heading.textContent ?? ''));
    });
  }, [pathname]);

  return <VisuallyHidden role="status">{announcement}</VisuallyHidden>;
}
