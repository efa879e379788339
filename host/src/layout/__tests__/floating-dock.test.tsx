import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '@portal/shared';
import { FloatingDock } from '../floating-dock';

// jsdom lays nothing out: the dock's notice rests at the bottom right (x 900–1220, y 600–700), over
// the page's row button freeze; the page's text page text lies elsewhere.
const NOTICE_BOX = { left: 900, top: 600, right: 1220, bottom: 700, width: 320, height: 100, x: 900, y: 600 };

function renderDock() {
  const view = render(
    <ThemeProvider theme={createTheme()}>
      <button type="button">freeze</button>
      <p>page text</p>
      <FloatingDock onReserve={() => undefined}>
        <div role="status">a notice</div>
      </FloatingDock>
    </ThemeProvider>,
  );
  const notice = screen.getByRole('status');
  notice.getBoundingClientRect = () => ({ ...NOTICE_BOX, toJSON: () => NOTICE_BOX });
  const dock = notice.parentElement as HTMLElement;
  const rowButton = screen.getByRole('button', { name: 'freeze' });
  // What lies at a point, topmost first: the dock's notice where it rests, then the row button.
  document.elementsFromPoint = (x: number, y: number) => {
    const overNotice = x >= 900 && x <= 1220 && y >= 600 && y <= 700;
    const aside = isAside(dock);
    return overNotice && !aside ? [notice, rowButton] : overNotice ? [rowButton] : [screen.getByText('page text')];
  };
  return { dock, notice, rowButton, view };
}

/** jsdom has no PointerEvent: a mouse event that says which pointer it comes from. */
const mouseAt = (target: Element, x: number, y: number, pointerType = 'mouse') =>
  act(() => {
    const event = new MouseEvent('pointermove', { bubbles: true, clientX: x, clientY: y });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    fireEvent(target, event);
  });

/** jsdom draws nothing: where the dock is drawn is read from its state (the style follows it). */
function isAside(dock: HTMLElement) {
  return dock.dataset.aside === 'true';
}

describe('the floating dock and the mouse', () => {
  it('moves aside when the mouse comes to a control it covers, and comes back when the mouse leaves', () => {
    const { dock, notice } = renderDock();
    expect(isAside(dock)).toBe(false);
    mouseAt(notice, 1000, 650);
    expect(isAside(dock)).toBe(true);
    // Its notice stays in the page (for screen readers), only moved past the edge.
    expect(screen.getByRole('status')).toHaveTextContent('a notice');
    // Moving over the place it left keeps it aside: no flicker.
    mouseAt(document.body, 1010, 660);
    expect(isAside(dock)).toBe(true);
    mouseAt(document.body, 200, 100);
    expect(isAside(dock)).toBe(false);
  });

  it('stays for the mouse on the dock where no page control lies under it, and for touch', () => {
    const { dock, notice } = renderDock();
    document.elementsFromPoint = () => [notice, screen.getByText('page text')];
    mouseAt(notice, 1000, 650);
    expect(isAside(dock)).toBe(false);
    mouseAt(notice, 1000, 650, 'touch');
    expect(isAside(dock)).toBe(false);
  });

  it('comes back under the mouse on its tab, and stays until the mouse leaves its place', () => {
    const { dock, notice } = renderDock();
    mouseAt(notice, 1000, 650);
    expect(isAside(dock)).toBe(true);
    const tab = dock.nextElementSibling as HTMLElement;
    expect(tab).toHaveAttribute('aria-hidden', 'true');
    mouseAt(tab, 1215, 680);
    expect(isAside(dock)).toBe(false);
    mouseAt(notice, 1000, 650);
    expect(isAside(dock)).toBe(false);
    mouseAt(document.body, 100, 100);
    mouseAt(notice, 1000, 650);
    expect(isAside(dock)).toBe(true);
  });
});
