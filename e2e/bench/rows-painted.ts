import type { Page } from '@playwright/test';

// A list's answer timed in the page itself. The portal's Content-Security-Policy allows no eval, so
// the watcher is installed as an init script (which the policy does not govern) on every page the
// benchmark opens, and the timed code, itself a function that Playwright evaluates, calls it.

interface RowsWatcher {
  /** The text of the list's rows now. */
  rowsNow(): string;
  /** Resolves to the time (performance.now()) two frames after the rows differ from `before` and are no longer loading: painted. */
  rowsPaintedAfter(before: string): Promise<number>;
}

export type WatchedWindow = Window & { benchRows: RowsWatcher };

function installRowsWatcher(table: string) {
  const rowsNow = () => document.querySelector(`${table} tbody`)?.textContent ?? '';
  const rowsPaintedAfter = (before: string) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the rows did not change within 10 s: ${location.search}`)),
        10_000,
      );
      const check = () => {
        const busy = document.querySelector(`${table}[aria-busy="true"]`);
        if (rowsNow() !== before && !busy)
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve(performance.now());
            }),
          );
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  (window as unknown as WatchedWindow).benchRows = { rowsNow, rowsPaintedAfter };
}

/** Gives every page `page` opens from now on `window.benchRows`, watching the rows of the table matching `table`. */
export async function watchRows(page: Page, table: string): Promise<void> {
  await page.addInitScript(installRowsWatcher, table);
}

/**
 * Milliseconds from the moment the page's address gets a search (`q=`) to the rows painted: the
 * clock starts in the page, so the typing and its pause are not counted. Start it before typing.
 */
export function timeSearch(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const { rowsNow, rowsPaintedAfter } = (window as unknown as WatchedWindow).benchRows;
    const before = rowsNow();
    const start = await new Promise<number>((resolve) => {
      const watch = () => (location.search.includes('q=') ? resolve(performance.now()) : requestAnimationFrame(watch));
      requestAnimationFrame(watch);
    });
    return (await rowsPaintedAfter(before)) - start;
  });
}
