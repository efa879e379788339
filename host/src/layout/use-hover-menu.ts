import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How long a hover-opened menu waits after the mouse leaves, so crossing a small gap keeps it open. */
export const HOVER_CLOSE_DELAY_MS = 150;

/** Hover opens it for mouse users; a click or a key pins it open until the user closes it. */
type Opened = 'hover' | 'pinned' | null;

/** Where each key moves focus among n items; arrows wrap, as the WAI-ARIA menu button pattern suggests. */
const MOVES: Partial<Record<string, (index: number, n: number) => number>> = {
  ArrowDown: (index, n) => (index + 1) % n,
  ArrowUp: (index, n) => (index - 1 + n) % n,
  Home: () => 0,
  End: (_index, n) => n - 1,
};

/** State, focus and keyboard handling of a menu button whose menu also opens on hover. */
export function useHoverMenu(itemCount: number) {
  const [opened, setOpened] = useState<Opened>(null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback((returnFocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpened(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function openAt(index: number) {
    clearTimeout(closeTimer.current);
    if (opened) itemRefs.current[index]?.focus();
    else pendingFocus.current = index;
    setOpened('pinned');
  }

  // The items exist only once the menu is on screen; focus the one asked for then.
  useEffect(() => {
    if (!opened || pendingFocus.current === null) return;
    itemRefs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  }, [opened]);

  // A press or focus anywhere else closes the menu, leaving focus where the user put it.
  useEffect(() => {
    if (!opened) return;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [opened, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : itemCount - 1);
    } else if (event.key === 'Escape' && opened) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') return close(false);
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    itemRefs.current[move(Math.max(current, 0), itemCount)]?.focus();
  }

  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  return {
    isOpen: opened !== null,
    rootProps: {
      ref: rootRef,
      onPointerEnter: (event: PointerEvent) => {
        if (!isMouse(event)) return;
        clearTimeout(closeTimer.current);
        setOpened((current) => current ?? 'hover');
      },
      onPointerLeave: (event: PointerEvent) => {
        if (!isMouse(event) || opened !== 'hover') return;
        closeTimer.current = setTimeout(
          () => setOpened((current) => (current === 'hover' ? null : current)),
          HOVER_CLOSE_DELAY_MS,
        );
      },
    },
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': opened !== null,
      'aria-controls': opened ? menuId : undefined,
      // Enter and Space arrive as a click; a click on a hover-opened menu pins it instead of closing it.
      onClick: () => (opened === 'pinned' ? close(false) : openAt(0)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
    itemProps: (index: number, onSelect: () => void) => ({
      role: 'menuitem',
      tabIndex: -1,
      ref: (item: HTMLButtonElement | null) => {
        itemRefs.current[index] = item;
      },
      onClick: () => {
        close(true);
        onSelect();
      },
    }),
  };
}
