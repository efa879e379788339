// `pins watch`: takes a failing canary away from customers, judged by the page views browsers report.

import { isCanaryPin, REMOTE_NAMES } from '@portal/shared/boot';
import type { RemoteLoadCounts } from '@portal/shared/contract';
import { judgeCanary, tally, type HealthRule } from './canary-health';
import { abortCanary } from './change-commands';
import type { PinsContext } from './context';
import { listMerchants, readMerchantPins } from './pins-file';
import { Refusal } from './refusal';

export const REMOTE_LOADS_PATH = '/api/admin/remote-loads';

export interface WatchOptions extends HealthRule {
  /** The API's origin (the operator call needs ADMIN_TOKEN). */
  apiUrl: string;
  adminToken: string;
}

export const WATCH_DEFAULTS = { thresholdPercent: 5, minViews: 20, windowMinutes: 30 } as const;

/** The page-view counts of the window, from the API's operator call. */
async function fetchLoadCounts(context: PinsContext, options: WatchOptions): Promise<RemoteLoadCounts[]> {
  const url = new URL(REMOTE_LOADS_PATH, options.apiUrl);
  url.searchParams.set('since', new Date(context.now().getTime() - options.windowMinutes * 60_000).toISOString());
  let response: Response;
  try {
    response = await context.fetch(url, { headers: { Authorization: `Bearer ${options.adminToken}` } });
  } catch (error) {
    const { cause } = error as Error & { cause?: { code?: string } };
    throw new Refusal(
      `the load counts cannot be read: ${url.origin}${url.pathname} failed (${cause?.code ?? (error as Error).message})`,
    );
  }
  if (response.status === 401 || response.status === 403)
    throw new Refusal(`the API refused ADMIN_TOKEN (${response.status}): give the API's operator key`);
  if (!response.ok)
    throw new Refusal(`the load counts cannot be read: ${url.origin}${url.pathname} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Refusal(`${url.origin}${url.pathname} did not answer a list of load counts`);
  return body.data as RemoteLoadCounts[];
}

/**
 * One look at every canary of every merchant with a pins file: a canary whose page views, over the
 * window and once there are enough of them, fail more often than its stable version's by more than
 * the threshold is aborted, with the figures as the recorded reason. Returns one line per canary.
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
      const canary = tally(counts, merchant, remote, pin.canary, own);
      const stable = tally(counts, merchant, remote, pin.stable, own);
      const verdict = judgeCanary(pin, canary, stable, options);
      const label = `${merchant}: ${remote} canary ${pin.canary} at ${pin.percent}%`;
      if (verdict.abort) {
        await abortCanary(context, merchant, remote, { reason: verdict.why });
        lines.push(`${label}: ${verdict.why}; aborted, back to ${pin.stable}`);
      } else {
        lines.push(`${label}: ${verdict.why}; kept`);
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
