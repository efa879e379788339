import { useEffect, useState, type RefObject } from 'react';

/** How near the dock (px) the mouse counts as coming to what it covers. */
export const DOCK_NEAR_PX = 16;

/** What a mouse user may press on a page: what the dock must not stay over. */
const CONTROL =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const within = (box: Box, x: number, y: number, margin: number) =>
  x >= box.left - margin && x <= box.right + margin && y >= box.top - margin && y <= box.bottom + margin;

/** Where the dock's parts rest (each part's box, in the viewport), measured while the dock is in place. */
const partsOf = (dock: HTMLElement): Box[] =>
  Array.from(dock.children, (part) => part.getBoundingClientRect()).filter((box) => box.height > 0);

/** Whether the page, seen through the dock, has a control at (x, y). */
function pageControlAt(dock: HTMLElement, x: number, y: number): boolean {
  const beneath = document.elementsFromPoint?.(x, y).find((element) => !dock.contains(element));
  return Boolean(beneath?.closest(CONTROL));
}

/**
 * Whether the dock stands aside for the mouse: when the mouse comes onto (or near) a part of the dock
 * with a page control under it, the dock moves aside and stays aside while the mouse is within its
 * resting place (moving aside does not move that place, so it cannot flicker); it comes back when
 * the mouse leaves that place or the window, or rests on `handle` (what is left of the dock on screen),
 * and then stays for the mouse (its own controls under it) until the mouse leaves its place.
 * Touch and pen are left alone: they have no hover, and the page keeps room at its end for them.
 */
export function useDockAside(dock: RefObject<HTMLElement | null>, handle: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);

  useEffect(() => {
    let resting: Box[] = [];
    let isAside = false;
    /** Brought back over the handle: the dock stays until the mouse leaves its place. */
    let summoned = false;
    const set = (next: boolean) => {
      if (next === isAside) return;
      isAside = next;
      setAside(next);
    };
    const onMove = (event: PointerEvent) => {
      const element = dock.current;
      if (event.pointerType !== 'mouse' || !element) return;
      const { clientX: x, clientY: y } = event;
      if (!isAside) resting = partsOf(element);
      const near = resting.some((box) => within(box, x, y, DOCK_NEAR_PX));
      if (!near) {
        summoned = false;
        return set(false);
      }
      if (isAside) {
        if (handle.current?.contains(event.target as Node)) {
          summoned = true;
          set(false);
        }
        return;
      }
      // A page control under the mouse comes first; the dock's own are then reached on its tab.
      if (!summoned && pageControlAt(element, x, y)) set(true);
    };
    const onLeave = () => {
      summoned = false;
      set(false);
    };
    document.addEventListener('pointermove', onMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      document.removeEventListener('pointermove', onMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, [dock, handle]);

  return aside;
}
