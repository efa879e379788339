import { REMOTE_LOAD_REPORT_PATH, type RemoteLoadReport, type RemotePageOutcome } from '@portal/shared/boot';
import type { RemoteName } from './remote-names';

/**
 * Tells the API how loading a pinned remote went (what a canary is judged by): the merchant's host
 * name, the remote, its pin and the outcome; nothing about the user. Sent as a beacon, so it never
 * delays the page; an offline browser's failures say nothing about the version and are not sent.
 */
export function reportLoad(remote: RemoteName, version: string, outcome: RemotePageOutcome): void {
  if (!navigator.onLine) return;
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
