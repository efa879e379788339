/** How many load reports one client address may send per minute: a page sends one per remote it shows. */
export const REPORTS_PER_MINUTE = 60;
/** How many page views of one client address count an hour: a customer opens a few; a forger, many. */
export const REPORT_VIEWS_PER_HOUR = 30;
const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** Addresses remembered at most; past it the oldest windows are forgotten, so a flood costs no memory. */
const MAX_ADDRESSES = 10_000;

/** A per-address count in fixed windows (a minute unless told). */
export class ReportLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perWindow = REPORTS_PER_MINUTE,
    private readonly windowMs = MINUTE_MS,
  ) {}

  /** True when `address` may send one more report now (and counts it). */
  allow(address: string, now = Date.now()): boolean {
    const window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(address);
      if (this.windows.size >= MAX_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(address, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perWindow;
  }
}
