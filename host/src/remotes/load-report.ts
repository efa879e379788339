import { REMOTE_LOAD_REPORT_PATH, type RemoteLoadReport, type RemotePageOutcome } from '@portal/shared/boot';
import type { RemoteName } from './remote-names';

/** What this page view has reported already: one rendered and one failure per remote and pin are enough. */
const sent = new Set<string>();

/**
 * Tells the API how a pinned remote's page went for the customer (what a canary is judged by): the
 * merchant's host name, the remote, its pin and the outcome; nothing about the user. Sent as a
 * beacon, so it never delays the page, with the page view's report token (an HttpOnly cookie the
 * branding call set at boot: scripts never see it). An offline browser's failures say nothing about
 * the version and are not sent.
 */
export function reportLoad(remote: RemoteName, version: string, outcome: RemotePageOutcome): void {
  const key = `${remote}@${version}:${outcome === 'rendered' ? 'rendered' : 'failed'}`;
  if (!navigator.onLine || sent.has(key)) return;
  sent.add(key);
  const report: RemoteLoadReport = { merchant: window.location.hostname, remote, version, outcome };
  const body = JSON.stringify(report);
  if (navigator.sendBeacon?.(REMOTE_LOAD_REPORT_PATH, new Blob([body], { type: 'application/json' }))) return;
  fetch(REMOTE_LOAD_REPORT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
