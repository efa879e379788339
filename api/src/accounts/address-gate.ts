import type { Database } from '../db/query-layer';
import type { ErrorDefinition } from '../platform/api-failure';
import { createAddressWindows } from '../platform/address-windows';
import { ERRORS } from '../platform/error-codes';

const MINUTE_MS = 60_000;

/**
 * Per client address: how many sign-ins it started this minute, counted in the database so that the
 * limit holds across every API process on it (20 a minute in total, not per process), and how many
 * are being checked now, counted in this process's memory: that cap guards this process's CPU (its
 * own password hashing), so it is per process by design. Refused attempts are answered before any
 * password work, so a flood from one address costs the others nothing.
 */
export class AddressGate {
  private readonly inFlight = new Map<string, number>();
  private readonly countAttempt: ReturnType<typeof createAddressWindows>;

  constructor(
    database: Database,
    private readonly limits: { attemptsPerAddressPerMinute: number; inFlightPerAddress: number },
  ) {
    this.countAttempt = createAddressWindows(database, 'sign-in', MINUTE_MS);
  }

  /** Lets an attempt in and answers how to let it out, or answers why not. */
  async enter(ip: string, now = Date.now()): Promise<{ release: () => void } | { refused: ErrorDefinition }> {
    // Checked first, in memory: an address over its share here costs no write.
    if ((this.inFlight.get(ip) ?? 0) >= this.limits.inFlightPerAddress) return { refused: ERRORS.tooManyRequests };
    this.inFlight.set(ip, (this.inFlight.get(ip) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(ip) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(ip);
      else this.inFlight.set(ip, left);
    };
    try {
      const window = await this.countAttempt(ip, now);
      if (window.count > this.limits.attemptsPerAddressPerMinute) {
        release();
        const seconds = Math.max(1, Math.ceil((window.windowStart + MINUTE_MS - now) / 1000));
        return { refused: { ...ERRORS.tooManyRequests, message: `登录尝试过于频繁，请${seconds}秒后再试` } };
      }
    } catch (error) {
      release();
      throw error;
    }
    return { release };
  }
}
