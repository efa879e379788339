import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { PHONE_MEDIA } from './layout-media';
import { useDockAside } from './use-dock-aside';

/** Space kept between the page's last control and the dock when the page is scrolled to its end. */
const GAP_ABOVE_DOCK_PX = 16;

/**
 * Bottom right on desktop, the width of the screen on a phone. Layered just under the header
 * (z-index 10), so the account menu opens over it; only its children take clicks, not the gaps
 * between them.
 */
const Dock = styled.div<{ $aside: boolean }>`
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
  /* Aside, it waits past the right edge, still on the page for screen readers (its notices still speak). */
  transform: ${({ $aside }) => ($aside ? 'translateX(calc(100% + 32px))' : 'none')};
  transition: transform 0.2s ease;

  & > * {
    pointer-events: auto;
  }

  ${PHONE_MEDIA} {
    right: 12px;
    bottom: 12px;
    left: 12px;
    width: auto;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * What is left of the dock on screen while it is aside: a tab at the right edge that brings it back
 * under the mouse. Only the mouse needs it (the keyboard scrolls a focused control above the dock).
 */
const Handle = styled.div`
  position: fixed;
  right: 0;
  bottom: 24px;
  z-index: 9;
  width: 20px;
  height: 64px;
  border-radius: 8px 0 0 8px;
  background: ${({ theme }) => theme.color.accentFill};
  box-shadow: 0 2px 8px rgb(0 0 0 / 20%);

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 8px;
    width: 6px;
    height: 6px;
    border-bottom: 2px solid ${({ theme }) => theme.color.onAccentFill};
    border-left: 2px solid ${({ theme }) => theme.color.onAccentFill};
    transform: translateY(-50%) rotate(45deg);
  }

  ${PHONE_MEDIA} {
    bottom: 12px;
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
 * control focused under it is scrolled above it; and it moves aside while the mouse comes to a
 * control under it (see useDockAside).
 */
export function FloatingDock({ children, onReserve }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const aside = useDockAside(dock, handle);

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

  return (
    <>
      <Dock ref={dock} $aside={aside} data-aside={aside}>
        {children}
      </Dock>
      {aside && <Handle ref={handle} aria-hidden="true" />}
    </>
  );
}
