// How a canary is judged: its page views' failure rate against its stable version's, in one window.

import type { RemoteLoadCounts } from '@portal/shared/contract';
import type { CanaryPin, RemoteName } from '@portal/shared/boot';
import { DEFAULT_MERCHANT } from './pins-file';

/** One pin's page views in the window, in every browser of the merchant that ran it. */
export interface Tally {
  views: number;
  renderFailed: number;
  loadFailed: number;
}

export interface HealthRule {
  /** Abort when the canary's failure rate passes stable's by more than these percentage points. */
  thresholdPercent: number;
  /** Fewer page views of the canary than this say nothing yet. */
  minViews: number;
  /** The window judged, in minutes (named in the figures). */
  windowMinutes: number;
}

/**
 * Adds up the page views of one pin of one remote for one merchant. A browser reports the host name
 * it opened; the hosts without a pins file of their own all run `default`'s pins.
 */
export function tally(
  counts: readonly RemoteLoadCounts[],
  merchant: string,
  remote: RemoteName,
  pin: string,
  own: ReadonlySet<string>,
): Tally {
  const total: Tally = { views: 0, renderFailed: 0, loadFailed: 0 };
  for (const row of counts) {
    const pinsOf = own.has(row.merchant) ? row.merchant : DEFAULT_MERCHANT;
    if (pinsOf !== merchant || row.remote !== remote || row.version !== pin) continue;
    total.views += row.views;
    total.renderFailed += row.render_failed;
    total.loadFailed += row.load_failed;
  }
  return total;
}

const failedOf = (tally: Tally) => tally.renderFailed + tally.loadFailed;
const rateOf = (tally: Tally) => (tally.views === 0 ? 0 : (failedOf(tally) / tally.views) * 100);
const rounded = (percent: number) => Math.round(percent * 10) / 10;

export interface Verdict {
  abort: boolean;
  /** The figures and why: printed, and recorded as the reason of an abort. */
  why: string;
}

/** Whether a canary fails its customers more than its stable version does, with the figures. */
export function judgeCanary(pin: CanaryPin, canary: Tally, stable: Tally, rule: HealthRule): Verdict {
  const figures =
    `canary ${pin.canary}: ${failedOf(canary)} of ${canary.views} page views failed (${rounded(rateOf(canary))}%: ` +
    `${canary.renderFailed} on render, ${canary.loadFailed} to load); stable ${pin.stable}: ${failedOf(stable)} of ` +
    `${stable.views} (${rounded(rateOf(stable))}%), in the last ${rule.windowMinutes} min`;
  if (canary.views < rule.minViews)
    return { abort: false, why: `${figures}; judged after ${rule.minViews} page views` };
  const excess = rateOf(canary) - rateOf(stable);
  if (excess <= rule.thresholdPercent) return { abort: false, why: figures };
  return {
    abort: true,
    why: `${figures}; ${rounded(excess)} points above stable, over the ${rule.thresholdPercent}-point threshold`,
  };
}
