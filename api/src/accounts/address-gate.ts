import type { ErrorDefinition } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';

const MINUTE_MS = 60_000;
/** Addresses remembered at most; past it, minutes already over are forgotten first. */
const MAX_TRACKED = 100_000;

interface AddressUse {
  minuteStarted: number;
  attempts: number;
  inFlight: number;
}

/**
 * Per client address, in memory: how many sign-ins it started this minute and how many are being
 * checked now. Refused attempts are answered before any password work, so a flood from one address
 * costs the others nothing.
 */
export class AddressGate {
  private readonly uses = new Map<string, AddressUse>();

  constructor(private readonly limits: { attemptsPerAddressPerMinute: number; inFlightPerAddress: number }) {}

  /** Lets an attempt in and answers how to let it out, or answers why not. */
  enter(ip: string, now = Date.now()): { release: () => void } | { refused: ErrorDefinition } {
    const use = this.useOf(ip, now);
    if (use.attempts >= this.limits.attemptsPerAddressPerMinute) {
      const seconds = Math.max(1, Math.ceil((use.minuteStarted + MINUTE_MS - now) / 1000));
      return { refused: { ...ERRORS.tooManyRequests, message: `登录尝试过于频繁，请${seconds}秒后再试` } };
    }
    if (use.inFlight >= this.limits.inFlightPerAddress) return { refused: ERRORS.tooManyRequests };
    use.attempts += 1;
    use.inFlight += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        use.inFlight -= 1;
      },
    };
  }

  private useOf(ip: string, now: number): AddressUse {
    let use = this.uses.get(ip);
    if (use && now - use.minuteStarted >= MINUTE_MS) {
      use.minuteStarted = now;
      use.attempts = 0;
    }
    if (!use) {
      if (this.uses.size >= MAX_TRACKED) this.forgetPastMinutes(now);
      use = { minuteStarted: now, attempts: 0, inFlight: 0 };
      this.uses.set(ip, use);
    }
    return use;
  }

  private forgetPastMinutes(now: number): void {
    for (const [ip, use] of this.uses) {
      if (use.inFlight === 0 && now - use.minuteStarted >= MINUTE_MS) this.uses.delete(ip);
    }
  }
}
