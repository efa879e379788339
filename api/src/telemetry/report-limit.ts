/** How many load reports one client address may send per minute: a page sends one per remote it loads. */
export const REPORTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Addresses remembered at most; past it the oldest windows are forgotten, so a flood costs no memory. */
const MAX_ADDRESSES = 10_000;

/** A per-address count in fixed one-minute windows. */
export class ReportLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute = REPORTS_PER_MINUTE) {}

  /** True when `address` may send one more report now (and counts it). */
  allow(address: string, now = Date.now()): boolean {
    const window = this.windows.get(address);
    if (!window || now - window.start >= WINDOW_MS) {
      this.windows.delete(address);
      if (this.windows.size >= MAX_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(address, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}
