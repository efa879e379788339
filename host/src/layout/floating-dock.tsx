import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { PHONE_MEDIA } from './layout-media';

/** Space kept between the page's last control and the dock when the page is scrolled to its end. */
const GAP_ABOVE_DOCK_PX = 16;

/**
 * Bottom right on desktop, the width of the screen on a phone. Layered just under the header
 * (z-index 10), so the account menu opens over it; only its children take clicks, not the gaps
 * between them.
 */
const Dock = styled.div`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 9;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
  width: 320px;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }

  ${PHONE_MEDIA} {
    right: 12px;
    bottom: 12px;
    left: 12px;
    width: auto;
  }
`;

/**
 * A control that takes the keyboard focus under the dock is scrolled up until it sits above the
 * dock's highest part (the room the page keeps at its end lets every control get there).
 */
function scrollAboveDock(control: Element, dock: HTMLElement) {
  const { top, bottom, left, width, height } = control.getBoundingClientRect();
  const atCentre = document.elementFromPoint?.(left + width / 2, top + height / 2);
  if (!atCentre || !dock.contains(atCentre)) return;
  const parts = Array.from(dock.children, (part) => part.getBoundingClientRect()).filter((box) => box.height > 0);
  const dockTop = Math.min(...parts.map((box) => box.top));
  window.scrollBy({ top: bottom - dockTop + GAP_ABOVE_DOCK_PX });
}

interface Props {
  children: ReactNode;
  /** How much room the page keeps at its end so nothing in the dock can hide its controls (0 when empty). */
  onReserve: (px: number) => void;
}

/**
 * What floats over every signed-in page (the pop-up notices above the batch widget), in one column
 * at the bottom. It reports the height it takes, and the page leaves that much room at its end; a
 * control focused under it is scrolled above it.
 */
export function FloatingDock({ children, onReserve }: Props) {
  const dock = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const measure = () => {
      const { top, height } = element.getBoundingClientRect();
      onReserve(height > 0 ? Math.ceil(window.innerHeight - top + GAP_ABOVE_DOCK_PX) : 0);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      onReserve(0);
    };
  }, [onReserve]);

  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const uncover = (event: FocusEvent) => {
      if (event.target instanceof Element && !element.contains(event.target)) scrollAboveDock(event.target, element);
    };
    document.addEventListener('focusin', uncover);
    return () => document.removeEventListener('focusin', uncover);
  }, []);

  return <Dock ref={dock}>{children}</Dock>;
}
