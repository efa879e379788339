/** Loads the page afresh (a module of its own, so component tests can see it asked for). */
export function reloadPage(): void {
  window.location.reload();
}
