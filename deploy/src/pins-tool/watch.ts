// `pins watch`: takes a failing canary away from customers, judged by the load reports browsers send.

import { isCanaryPin, REMOTE_NAMES, type RemoteName } from '@portal/shared/boot';
import type { RemoteLoadCounts } from '@portal/shared/contract';
import { abortCanary } from './change-commands';
import type { PinsContext } from './context';
import { DEFAULT_MERCHANT, listMerchants, readMerchantPins } from './pins-file';
import { Refusal } from './refusal';

export const REMOTE_LOADS_PATH = '/api/admin/remote-loads';

export interface WatchOptions {
  /** The API's origin (the operator call needs ADMIN_TOKEN). */
  apiUrl: string;
  adminToken: string;
  /** A canary is aborted above this share of failed loads, in percent. */
  thresholdPercent: number;
  /** Fewer loads than this say nothing yet. */
  minLoads: number;
}

export const WATCH_DEFAULTS = { thresholdPercent: 5, minLoads: 20 } as const;

/** A canary's loads so far, in every browser that got it. */
interface Tally {
  ok: number;
  failed: number;
}

async function fetchLoadCounts(context: PinsContext, options: WatchOptions): Promise<RemoteLoadCounts[]> {
  const url = new URL(REMOTE_LOADS_PATH, options.apiUrl);
  let response: Response;
  try {
    response = await context.fetch(url, { headers: { Authorization: `Bearer ${options.adminToken}` } });
  } catch (error) {
    const { cause } = error as Error & { cause?: { code?: string } };
    throw new Refusal(
      `the load counts cannot be read: ${url.href} failed (${cause?.code ?? (error as Error).message})`,
    );
  }
  if (response.status === 401 || response.status === 403)
    throw new Refusal(`the API refused ADMIN_TOKEN (${response.status}): give the API's operator key`);
  if (!response.ok) throw new Refusal(`the load counts cannot be read: ${url.href} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Refusal(`${url.href} did not answer a list of load counts`);
  return body.data as RemoteLoadCounts[];
}

/**
 * Adds up the loads of one pin of one remote for one merchant. A browser reports the host name it
 * opened; the hosts without a pins file of their own all run `default`'s pins.
 */
function tally(
  counts: readonly RemoteLoadCounts[],
  merchant: string,
  remote: RemoteName,
  pin: string,
  own: Set<string>,
) {
  const total: Tally = { ok: 0, failed: 0 };
  for (const row of counts) {
    const pinsOf = own.has(row.merchant) ? row.merchant : DEFAULT_MERCHANT;
    if (pinsOf !== merchant || row.remote !== remote || row.version !== pin) continue;
    total.ok += row.ok;
    total.failed += row.failed;
  }
  return total;
}

const percentOf = ({ ok, failed }: Tally) => (ok + failed === 0 ? 0 : (failed / (ok + failed)) * 100);
const rounded = (percent: number) => `${Math.round(percent * 10) / 10}%`;

/**
 * One look at every canary of every merchant with a pins file: a canary whose failure rate passes
 * the threshold over at least `minLoads` loads is aborted, with the figures as the recorded reason.
 * Returns one line per canary.
 */
export async function watchOnce(context: PinsContext, options: WatchOptions): Promise<string> {
  const merchants = await listMerchants(context.pinsDir);
  const own = new Set(merchants);
  const counts = await fetchLoadCounts(context, options);
  const lines: string[] = [];
  for (const merchant of merchants) {
    const { pins } = await readMerchantPins(context.pinsDir, merchant);
    for (const remote of REMOTE_NAMES) {
      const pin = pins[remote];
      if (!isCanaryPin(pin)) continue;
      const loads = tally(counts, merchant, remote, pin.canary, own);
      const seen = loads.ok + loads.failed;
      const figures = `${loads.failed} of ${seen} loads failed (${rounded(percentOf(loads))})`;
      const label = `${merchant}: ${remote} canary ${pin.canary} at ${pin.percent}%`;
      if (seen >= options.minLoads && percentOf(loads) > options.thresholdPercent) {
        const reason = `${figures}, above the ${options.thresholdPercent}% threshold`;
        await abortCanary(context, merchant, remote, { reason });
        lines.push(`${label}: ${reason}; aborted, back to ${pin.stable}`);
      } else {
        const wait = seen < options.minLoads ? `; judged after ${options.minLoads} loads` : '';
        lines.push(`${label}: ${figures}${wait}; kept`);
      }
    }
  }
  return lines.length > 0 ? lines.join('\n') : 'No canary is running.';
}

/** Looks every `everySeconds` until `signal` aborts; a round that fails (the API down) is told and the next one tried. */
export async function watchLoop(
  context: PinsContext,
  options: WatchOptions & { everySeconds: number; signal: AbortSignal },
  print: (text: string) => void,
): Promise<void> {
  while (!options.signal.aborted) {
    const at = context.now().toISOString();
    try {
      print(`${at}\n${await watchOnce(context, options)}\n`);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      print(`${at}\n${error.message}; trying again in ${options.everySeconds} s\n`);
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.everySeconds * 1000);
      options.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}
